import { http, HttpResponse } from 'msw';
import { callPath } from '@portal/domain/api/call';
import { getCandidateInterview, requestInterview, type CandidateInterview, type Interview } from '@portal/domain/api/interviews';

/** The signed-in test user (fixtures.test-kit's contact), who may interview. */
export const ME = { id: '99999999-9999-4999-8999-999999999999', name: 'Test User' };

/** A candidate the user may ask to an interview, at a hospital in `timeZone`. */
export const requestable = (timeZone: string): CandidateInterview => ({ timeZone, interview: null, interviewers: [ME], actions: { request: true, change: false } });

/** What the server answers a request (the drawer reads only that it succeeded). */
const REQUESTED: Interview = {
  id: '77777777-7777-4777-8777-777777777777',
  dealId: '00000000-0000-4000-8000-000000000001',
  status: 'Requested',
  kind: 'video',
  contact: 'https://meet.example.test/row',
  durationMinutes: 30,
  timeZone: 'America/Chicago',
  interviewer: ME,
  requestedBy: ME,
  slots: [{ start: '2026-12-02T16:00:00Z', local: '2026-12-02T10:00' }],
  confirmed: null,
  reason: null,
  version: 1,
};

/** Answers the candidate's interview state with `state` and takes requests; what was read and sent, for the test to check. */
export const requestInterviewHandlers = (state: CandidateInterview) => {
  const sent: { url: string; body: unknown }[] = [];
  const read: string[] = [];
  const handlers = [
    http.get(callPath(getCandidateInterview), ({ request }) => {
      read.push(request.url);
      return HttpResponse.json(state);
    }),
    http.post(callPath(requestInterview), async ({ request }) => {
      sent.push({ url: request.url, body: await request.json() });
      return HttpResponse.json(REQUESTED, { status: 201 });
    }),
  ];
  return { handlers, sent, read };
};
