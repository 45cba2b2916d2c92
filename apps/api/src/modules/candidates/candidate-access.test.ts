import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callPath, type CallDefinition } from '@portal/domain/api/call';
import { CANDIDATE_CALLS, getCandidateDocumentDataByIds, getCandidateZipDocumentByIds, getListOfProtocolForCandidates, updateCandidate } from '@portal/domain/api/candidates';
import {
  downloadCandidates,
  getCandidateFilterCounts,
  getCandidateFilterOptions,
  getCandidates,
  getCandidateStatus,
} from '@portal/domain/api/candidate-list';
import { getCandidateDeclinedReasons, getCandidateDetails, getCandidateHistory } from '@portal/domain/api/candidates';
import { UNSTORABLE_TEXT_MESSAGE } from '@portal/domain/api/storable-text';
import { callAs } from '../../test-support/call-as';
import { rowsOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import { candidatesIn, writtenCounts, type StoredCandidate } from './candidates.test-kit';
import { useDemoTestApp } from '../../test-support/demo-test-app';

const { t, ids } = useDemoTestApp();

const A_UUID = '00000000-0000-4000-8000-000000000000';
let candidate: StoredCandidate;
let blobId: string;

beforeAll(async () => {
  [candidate] = (await candidatesIn(t, ids.northwind, 'Ready for Review')) as [StoredCandidate];
  const [document] = await rowsOf<{ id: string }>(
    t,
    sql`select id from documents where deal_id = ${candidate.id} and status = 'Completed' order by display_name limit 1`,
  );
  blobId = document!.id;
});

interface Request {
  call: CallDefinition;
  body?: object;
  params?: Record<string, string>;
  query?: Record<string, string>;
}

/** Each call with a well-formed request addressed at a Northwind candidate. */
const wellFormed = (): Request[] => [
  { call: getCandidates, body: {} },
  { call: getCandidateFilterOptions, body: {} },
  { call: getCandidateFilterCounts, body: {} },
  { call: getCandidateStatus },
  { call: downloadCandidates, body: {} },
  { call: getCandidateDetails, params: { id: candidate.id } },
  { call: getCandidateHistory, params: { id: candidate.id } },
  { call: getCandidateDeclinedReasons },
  { call: updateCandidate, body: { dealId: candidate.id, decision: 'offer', version: candidate.version } },
  { call: getListOfProtocolForCandidates, query: { dealId: candidate.id, travelerId: candidate.clinicianId } },
  { call: getCandidateDocumentDataByIds, body: { dealId: candidate.id, docDetails: [{ blobId }] } },
  { call: getCandidateZipDocumentByIds, body: { dealId: candidate.id, docDetails: [{ blobId }] }, query: { name: 'Files' } },
];

const send = (email: string | null, name: string) => {
  const { call, body, ...address } = wellFormed().find((request) => request.call.name === name)!;
  return callAs(t, email, call, body, address);
};

const NAMES = CANDIDATE_CALLS.map((call) => call.name);

describe('access to the candidate calls', () => {
  // 401 and 403 of every call: access/contract-access.test.ts.
  it('answers UpdateCandidate 403 to Human Resources and Finance, which cannot decide', async () => {
    const before = await writtenCounts(t);
    expect((await send(DEMO.hr, updateCandidate.name)).statusCode).toBe(403);
    expect((await send(DEMO.finance, updateCandidate.name)).statusCode).toBe(403);
    expect(await writtenCounts(t)).toEqual(before);
  });

  it.each(NAMES.filter((name) => name !== updateCandidate.name))('%s answers a General User', async (name) => {
    const res = await send(DEMO.general, name);
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([getCandidateDetails, getCandidateDocumentDataByIds, getCandidateZipDocumentByIds, getListOfProtocolForCandidates, updateCandidate].map((c) => c.name))(
    "%s answers 404 for another network's candidate, writing nothing",
    async (name) => {
      const before = await writtenCounts(t);
      const res = await send(DEMO.lakeside, name);
      expect(res.statusCode).toBe(404);
      expect(await writtenCounts(t)).toEqual(before);
    },
  );

  it('answers 404 when the clinician or a document is not the candidate\'s', async () => {
    const wrongClinician = await callAs(t, DEMO.general, getListOfProtocolForCandidates, undefined, { query: { dealId: candidate.id, travelerId: A_UUID } });
    expect(wrongClinician.statusCode).toBe(404);
    const wrongDocument = await callAs(t, DEMO.general, getCandidateDocumentDataByIds, { dealId: candidate.id, docDetails: [{ blobId: A_UUID }] });
    expect(wrongDocument.statusCode).toBe(404);
  });
});

describe('validation of the candidate calls', () => {
  const BAD: (Request & { message: string })[] = [
    { call: getCandidates, body: { options: { searchName: 'x'.repeat(31) } }, message: 'Maximum length is 30 characters' },
    { call: getCandidates, body: { options: { hospitalRequests: ['not-an-id'] } }, message: 'hospitalRequests must hold hospital ids' },
    { call: getCandidates, body: { options: { jobRequests: ['x'] } }, message: 'jobRequests must hold job ids' },
    { call: getCandidates, body: { options: { statuses: ['On Assignment'] } }, message: 'options.statuses.0' },
    { call: getCandidates, body: { sortBy: 'enddate' }, message: 'sortBy' },
    { call: getCandidates, body: { pageSize: 101 }, message: 'pageSize must be at most 100' },
    { call: getCandidates, body: { options: { searchName: 'Sm\u0000' } }, message: UNSTORABLE_TEXT_MESSAGE },
    { call: getCandidateFilterCounts, body: { options: { titleRequests: [''] } }, message: 'titleRequests must not hold empty values' },
    { call: downloadCandidates, body: {}, query: { format: 'pdf' }, message: 'format' },
    { call: getCandidateDetails, params: { id: 'x'.repeat(48) }, message: 'id must be at most 47 characters' },
    { call: updateCandidate, body: { dealId: 'x', decision: 'offer', version: 1 }, message: 'dealId must be a deal id' },
    { call: updateCandidate, body: { dealId: A_UUID, decision: 'approve', version: 1 }, message: 'decision' },
    { call: updateCandidate, body: { dealId: A_UUID, decision: 'offer' }, message: 'version' },
    { call: updateCandidate, body: { dealId: A_UUID, decision: 'decline', version: 1 }, message: 'This field is required' },
    { call: getListOfProtocolForCandidates, query: { dealId: A_UUID }, message: 'travelerId' },
    { call: getCandidateDocumentDataByIds, body: { dealId: A_UUID, docDetails: [] }, message: 'Choose at least one document' },
    { call: getCandidateZipDocumentByIds, body: { dealId: A_UUID, docDetails: [{ blobId: A_UUID }] }, query: { name: ' ' }, message: 'name is required' },
  ];

  it.each(BAD)('$call.name answers 400 saying what is wrong: $message, writing nothing', async ({ call, body, message, ...address }) => {
    const before = await writtenCounts(t);
    const res = await callAs(t, DEMO.admin, call, body, address);
    expect(res.statusCode, res.body).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    expect(await writtenCounts(t)).toEqual(before);
  });

  it('refuses an Idempotency-Key of spaces, writing nothing', async () => {
    const before = await writtenCounts(t);
    const res = await t.call(DEMO.general, {
      method: 'PUT',
      url: callPath(updateCandidate),
      payload: { dealId: candidate.id, decision: 'offer', version: candidate.version },
      headers: { 'idempotency-key': 'a b' },
    });
    expect(res.statusCode).toBe(400);
    expect(await writtenCounts(t)).toEqual(before);
  });
});
