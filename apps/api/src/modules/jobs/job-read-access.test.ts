import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exportJobList, getJobCandidateCounts, getJobFilterOptions, getJobs, getJobStatusesByUser, JobFilterCounts } from '@portal/domain/api/job-list';
import { addJob, getJobApprovers, getJobApproversByJob, getJobDetails, getJobHistory, getJobTitlesAndShifts, getUnitDetailsForHospital, JOB_CALLS, patchJob, updateJob } from '@portal/domain/api/jobs';
import { UNSTORABLE_TEXT_MESSAGE } from '@portal/domain/api/storable-text';
import { callAs } from '../../test-support/call-as';
import { rowsOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import { everyJob, listJobs, useJobTestApp } from './jobs.test-kit';

const { t, northwind, lakeside } = useJobTestApp();

const A_UUID = '00000000-0000-4000-8000-000000000000';

/** Each read call with a well-formed request (addressed at Northwind). */
const wellFormed = () => [
  { call: getJobs, body: {} },
  { call: getJobFilterOptions, body: {} },
  { call: getJobStatusesByUser },
  { call: getJobTitlesAndShifts },
  { call: getUnitDetailsForHospital, query: { hospitalId: northwind.hospitalIds[0]! } },
  { call: getJobApprovers, query: { hospitalId: northwind.hospitalIds[0]! } },
  { call: getJobApproversByJob, query: { externalId: northwind.jobs[0]!.externalId } },
  { call: getJobDetails, params: { id: northwind.jobs[0]!.id } },
  { call: getJobHistory, params: { id: northwind.jobs[0]!.id } },
  { call: getJobCandidateCounts, body: { jobIds: [northwind.jobs[0]!.id] } },
  { call: exportJobList, body: {} },
];
const WRITE_CALLS: readonly { name: string }[] = [addJob, updateJob, patchJob];
const CALL_NAMES = JOB_CALLS.filter((call) => !WRITE_CALLS.includes(call)).map((call) => call.name);

const send = (email: string | null, name: string) => {
  const { call, body, ...address } = wellFormed().find((request) => request.call.name === name)!;
  return callAs(t, email, call, body, address);
};

describe('access to the job read calls', () => {
  // 401 and 403 to Human Resources: access/contract-access.test.ts.
  it.each(CALL_NAMES)('%s answers a General User', async (name) => {
    expect((await send(DEMO.general, name)).statusCode).toBe(200);
  });
});

describe('validation of the job read calls', () => {
  const BAD = [
    { call: getJobs, body: { options: { searchName: 'CPT' } }, message: 'Enter at least 6 characters of the Job #' },
    { call: getJobs, body: { options: { searchName: 'CPT10000037123' } }, message: 'Maximum length is 10 characters' },
    { call: getJobs, body: { options: { hospitalRequests: ['not-an-id'] } }, message: 'hospitalRequests must hold ids' },
    { call: getJobs, body: { options: { statuses: ['On Assignment'] } }, message: 'options.statuses.0' },
    { call: getJobs, body: { sortBy: 'enddate' }, message: 'sortBy' },
    { call: getJobs, body: { pageSize: 101 }, message: 'pageSize must be at most 100' },
    { call: getJobs, body: { pageNumber: 0 }, message: 'pageNumber' },
    { call: getJobFilterOptions, body: { options: { titleRequests: [''] } }, message: 'titleRequests must not hold empty values' },
    { call: getUnitDetailsForHospital, query: { hospitalId: 'x' }, message: 'hospitalId must be a hospital id' },
    { call: getJobApprovers, query: {}, message: 'hospitalId' },
    { call: getJobApproversByJob, query: { externalId: ' ' }, message: 'externalId is required' },
    { call: getJobDetails, params: { id: 'abc' }, message: 'id must be a job id or a Job #' },
    { call: getJobDetails, params: { id: `${A_UUID}0` }, message: 'id must be a job id or a Job #' },
    { call: getJobCandidateCounts, body: { jobIds: [] }, message: 'jobIds' },
    { call: getJobCandidateCounts, body: { jobIds: ['abc'] }, message: 'jobIds must hold job ids' },
    { call: getJobCandidateCounts, body: { jobIds: [A_UUID], statuses: ['Declined'] }, message: 'statuses' },
    { call: exportJobList, body: {}, query: { format: 'pdf' }, message: 'format' },
    { call: exportJobList, body: { options: { searchName: 'abc' } }, message: 'Enter at least 6 characters of the Job #' },
    // PostgreSQL text cannot hold a NUL character: refused as input, never a 500.
    { call: getJobs, body: { options: { searchName: 'CPT\u00001234567' } }, message: UNSTORABLE_TEXT_MESSAGE },
    { call: getJobFilterOptions, body: { options: { titleRequests: ['R\u0000N'] } }, message: UNSTORABLE_TEXT_MESSAGE },
    { call: getJobApproversByJob, query: { externalId: 'CPT\u00001' }, message: UNSTORABLE_TEXT_MESSAGE },
  ];

  it.each(BAD)('$call.name answers 400 saying what is wrong: $message', async ({ call, body, message, ...address }) => {
    const res = await callAs(t, DEMO.admin, call, body, address);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().message).toContain(message);
  });

  it('answers 404, not 400 or 500, for a well-formed id of no job', async () => {
    for (const id of [A_UUID, 'CPT99999999']) {
      const res = await callAs(t, DEMO.admin, getJobDetails, undefined, { params: { id } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Job not found.');
    }
  });

  it('needs an internal user to choose a network first', async () => {
    const res = await send(DEMO.viewer, getJobs.name);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose a hospital network first.');
  });
});

describe("another network's jobs", () => {
  it('never appear in the list, its filter options or its export', async () => {
    const own = await everyJob(t, {}, DEMO.lakeside);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => lakeside.hospitalIds.includes(row.hospitalId))).toBe(true);

    const options = { hospitalRequests: lakeside.hospitalIds, unitRequests: lakeside.unitIds };
    expect(await listJobs(t, { options })).toEqual({ jobs: [], jobsCount: 0 });
    expect(await listJobs(t, { options: { unitRequests: lakeside.unitIds } })).toEqual({ jobs: [], jobsCount: 0 });
    const counts = JobFilterCounts.parse((await callAs(t, DEMO.admin, getJobFilterOptions, { options })).json());
    expect(counts.resultCount).toBe(0);
    expect(counts.hospitalCount.flatMap((option) => option.ids).some((id) => lakeside.hospitalIds.includes(id))).toBe(false);
    const exported = await callAs(t, DEMO.admin, exportJobList, { options });
    expect(exported.statusCode).toBe(200);
    expect(exported.body.trim().split('\r\n')).toHaveLength(1);
  });

  it('are not found by id or Job #, nor are its hospitals', async () => {
    const job = lakeside.jobs[0]!;
    for (const id of [job.id, job.externalId]) {
      const res = await callAs(t, DEMO.general, getJobDetails, undefined, { params: { id } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Job not found.');
    }
    const byJob = await callAs(t, DEMO.general, getJobApproversByJob, undefined, { query: { externalId: job.externalId } });
    expect(byJob.statusCode).toBe(404);
    for (const call of [getUnitDetailsForHospital, getJobApprovers]) {
      const res = await callAs(t, DEMO.general, call, undefined, { query: { hospitalId: lakeside.hospitalIds[0]! } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Hospital not found.');
    }
    const counts = await callAs(t, DEMO.general, getJobCandidateCounts, { jobIds: lakeside.jobs.map((j) => j.id) });
    expect(counts.json()).toEqual({ counts: [] });
  });

  it("are shown to a user only at the hospitals assigned to them, the others' jobs and units not found", async () => {
    const mine = (
      await rowsOf<{ id: string }>(
        t,
        sql`select uh.hospital_id as id from user_hospitals uh join users u on u.id = uh.user_id where u.email = ${DEMO.localAdmin}`,
      )
    ).map((row) => row.id);
    const outside = northwind.hospitalIds.filter((id) => !mine.includes(id));
    expect(outside.length).toBeGreaterThan(0);
    const rows = await everyJob(t, {}, DEMO.localAdmin);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => mine.includes(row.hospitalId))).toBe(true);
    expect((await listJobs(t, { options: { hospitalRequests: outside } }, DEMO.localAdmin)).jobsCount).toBe(0);

    const hidden = northwind.jobs.find((job) => outside.includes(job.hospitalId))!;
    expect((await callAs(t, DEMO.localAdmin, getJobDetails, undefined, { params: { id: hidden.id } })).statusCode).toBe(404);
    const units = await callAs(t, DEMO.localAdmin, getUnitDetailsForHospital, undefined, { query: { hospitalId: outside[0]! } });
    expect(units.statusCode).toBe(404);
    const counts = await callAs(t, DEMO.localAdmin, getJobCandidateCounts, { jobIds: [hidden.id] });
    expect(counts.json()).toEqual({ counts: [] });
  });
});
