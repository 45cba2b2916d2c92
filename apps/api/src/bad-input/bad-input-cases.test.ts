import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocumentDataByIds, getZipDocumentByIds } from '@portal/domain/api/documents';
import { getJobCandidateCounts } from '@portal/domain/api/job-list';
import { getJobDetails, patchJob } from '@portal/domain/api/jobs';
import { UNSTORABLE_TEXT_MESSAGE } from '@portal/domain/api/storable-text';
import { callAs } from '../test-support/call-as';
import { demoNetworkIds } from '../test-support/demo-records';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { MAX_ISSUES } from '../plugins/bounded-validation';

const A_UUID = '0b6a8a4e-6f1e-4c1a-9a55-2f1f8f0a1c11';

describe('bad input the issue found', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 100,000 bad statuses with one small 400, quickly: the bound stops zod before the items', async () => {
    await t.tokenFor(DEMO.admin);
    const started = performance.now();
    const res = await callAs(t, DEMO.admin, getJobCandidateCounts, { jobIds: [A_UUID], statuses: Array.from({ length: 100_000 }, () => 'x') });
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(400);
    expect(res.body.length).toBeLessThan(1_000);
    expect(res.json().issues).toEqual([{ path: 'statuses', message: expect.stringContaining('2') }]);
    expect(elapsed).toBeLessThan(1_000);
  });

  it('lists at most 20 issues, and says there were more', async () => {
    const res = await callAs(t, DEMO.admin, getDocumentDataByIds, { dealId: A_UUID, docDetails: Array.from({ length: 400 }, () => ({ blobId: 'x' })) });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toHaveLength(MAX_ISSUES);
    expect(res.json().message).toMatch(/; and more$/);
    expect(res.body.length).toBeLessThan(8_000);
  });

  it('cuts a long issue path short: a deeply nested body does not grow the answer', async () => {
    let nested: unknown = 'x';
    for (let depth = 0; depth < 2_000; depth += 1) nested = { a: nested };
    const res = await callAs(t, DEMO.admin, getJobCandidateCounts, { jobIds: [A_UUID], statuses: [nested] });
    expect(res.statusCode).toBe(400);
    expect(res.body.length).toBeLessThan(2_000);
  });

  it.each([
    ['GetDocumentDataByIds', getDocumentDataByIds, {}],
    ['GetZipDocumentByIds', getZipDocumentByIds, { name: 'files' }],
  ] as const)('%s refuses a NUL in a document name', async (_, call, query) => {
    const res = await callAs(t, DEMO.admin, call, { dealId: A_UUID, docDetails: [{ blobId: A_UUID, Displayname: 'a\u0000b' }] }, { query });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(UNSTORABLE_TEXT_MESSAGE);
  });

  it('refuses a NUL in the ZIP name and an empty onBoardingSystemId', async () => {
    const body = { dealId: A_UUID, docDetails: [{ blobId: A_UUID }] };
    for (const query of [{ name: 'a\u0000b' }, { name: 'files', onBoardingSystemId: '' }]) {
      const res = await callAs(t, DEMO.admin, getZipDocumentByIds, body, { query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    const empty = await callAs(t, DEMO.admin, getDocumentDataByIds, body, { query: { onBoardingSystemId: '' } });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses an upper-case job UUID against its own pattern, and still finds a Job # in any case', async () => {
    const upper = await callAs(t, DEMO.admin, getJobDetails, undefined, { params: { id: A_UUID.toUpperCase() } });
    expect(upper.statusCode).toBe(400);
    const lowerJobNumber = await callAs(t, DEMO.admin, getJobDetails, undefined, { params: { id: 'cpt99999999' } });
    expect(lowerJobNumber.statusCode).toBe(404);
  });

  it('refuses the internal viewer a job change with 403 before looking the job up', async () => {
    const { northwind } = await demoNetworkIds(t.database.db);
    for (const body of [
      { jobId: A_UUID, version: 1, status: 'Declined' },
      { jobId: A_UUID, version: 1, status: 'Closed', reasonId: 1 },
    ]) {
      const res = await t.call(DEMO.viewer, { method: 'PATCH', url: '/api/v2/Jobs', payload: body, headers: { 'hospital-network-id': northwind } });
      expect(res.statusCode, res.body).toBe(403);
    }
    expect(patchJob.access.anyPrivilege).toContain('CloseRequest');
  });
});
