import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { callPath, callUrl } from '@portal/domain/api/call';
import { createApiKey, type CreateApiKeyResponse } from '@portal/domain/api/integration';
import { getIntegrationEvents, IntegrationEventsResponse } from '@portal/domain/api/integration-events';
import { answerIntegrationInterview, changeInterview, Interview, requestInterview, type RequestInterviewRequest } from '@portal/domain/api/interviews';
import { callAs } from '../../test-support/call-as';
import { rowsOf } from '../../test-support/demo-records';
import { DEMO, type TestApp } from '../../test-support/test-app';

/** Shared steps of the interview tests: demo records found by what they are, never by a hard-coded id. */

export const providerKey = async (t: TestApp, networkId: string) => {
  const res = await t.call(DEMO.mspAdmin, { method: 'POST', url: callPath(createApiKey), headers: { 'hospital-network-id': networkId }, payload: { name: 'Provider VMS' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreateApiKeyResponse>().key;
};

/** Ready for Review candidates of the hospitals general@northwind.test sees, newest first, with their hospital's zone. */
export const readyCandidates = (t: TestApp) =>
  rowsOf<{ id: string; version: number; timeZone: string; submittedAt: string }>(
    t,
    sql`select d.id, d.version, h.time_zone as "timeZone", d.submitted_at::text as "submittedAt"
        from deals d join hospitals h on h.id = d.hospital_id
        join user_hospitals uh on uh.hospital_id = d.hospital_id join users u on u.id = uh.user_id and u.email = ${DEMO.general}
        where d.stage = 'candidate' and d.status = 'Ready for Review' and not exists (select 1 from interviews i where i.deal_id = d.id)
        order by d.submitted_at desc, d.id`,
  );

/** A wall-clock time `days` from now at `hour`, as a request sends it. */
export const localSlot = (days: number, hour: number): string => {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00`;
};

export const REQUEST: RequestInterviewRequest = { kind: 'video', contact: 'https://meet.example.test/abc', durationMinutes: 30, slots: [localSlot(3, 10), localSlot(4, 14)] };

export const requestAs = (t: TestApp, email: string, dealId: string, body: object = REQUEST, headers: Record<string, string> = {}) =>
  t.call(email, { method: 'POST', url: callUrl(requestInterview, { id: dealId }), payload: body, headers });

export const requested = async (t: TestApp, dealId: string, body: object = REQUEST) => {
  const res = await requestAs(t, DEMO.general, dealId, body);
  expect(res.statusCode, res.body).toBe(201);
  return Interview.parse(res.json());
};

export const answer = (t: TestApp, key: string, interviewId: string, body: object) =>
  t.app.inject({ method: 'POST', url: callUrl(answerIntegrationInterview, { id: interviewId }), headers: { 'x-api-key': key }, payload: body });

export const change = (t: TestApp, email: string, interviewId: string, body: object) => callAs(t, email, changeInterview, body, { params: { id: interviewId } });

export const eventsOf = async (t: TestApp, key: string, interviewId: string) => {
  const res = await t.app.inject({ method: 'GET', url: callUrl(getIntegrationEvents, {}, { limit: '500' }), headers: { 'x-api-key': key } });
  expect(res.statusCode, res.body).toBe(200);
  return IntegrationEventsResponse.parse(res.json()).events.filter((event) => event.entityId === interviewId);
};

export const dealOf = async (t: TestApp, dealId: string) =>
  (await rowsOf<{ status: string; version: number; submittedAt: string }>(t, sql`select status, version, submitted_at::text as "submittedAt" from deals where id = ${dealId}`))[0]!;

/** The rows a refused request must not have written. */
export const writtenCounts = async (t: TestApp) =>
  (
    await rowsOf<{ interviews: number; audit: number; emails: number; events: number }>(
      t,
      sql`select (select count(*)::int from interviews) as interviews, (select count(*)::int from audit_log) as audit,
                 (select count(*)::int from outbound_emails) as emails, (select count(*)::int from integration_events) as events`,
    )
  )[0]!;
