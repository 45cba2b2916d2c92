import { describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { patchJob } from '@portal/domain/api/jobs';
import { JOB_STATUS_NUMBERS } from '@portal/domain/deals/statuses';
import { auditRowsOf, userIdOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import {
  expectUnchanged,
  jobRow,
  jobsIn,
  jobWaitingFor,
  notificationsAbout,
  useJobTestApp,
  otherApproverOf,
  type StoredJob,
  TWO_STEP_HOSPITAL,
  writtenCounts,
} from './jobs.test-kit';

const { t, northwind, lakeside } = useJobTestApp();

const submit = (email: string | null, payload: object) => t.call(email, { method: 'PATCH', url: callPath(patchJob), payload });
const close = (job: StoredJob, reasonId = 1) => ({ jobId: job.id, version: job.version, status: 'Closed', reasonId });
const decline = (job: StoredJob) => ({ jobId: job.id, version: job.version, status: 'Declined' });

/** Northwind jobs in `status`, one per test so they do not interfere. */
const jobIn = async (status: string, index: number) => (await jobsIn(t.database.db, northwind.id, status))[index]!;

/** A job at the two-step hospital, created by `creator`, waiting for an approver other than general@northwind.test. */
const waitingJob = async (creator: string) => jobWaitingFor(t, creator, await otherApproverOf(t.database.db, TWO_STEP_HOSPITAL, DEMO.general));

describe('PATCH Jobs: who may close or decline', () => {
  it('answers 401 without a token and 403 without the job privileges (Human Resources, Finance), writing nothing', async () => {
    const job = await jobIn('Active', 0);
    const before = await writtenCounts(t.database.db);
    expect((await submit(null, close(job))).statusCode).toBe(401);
    expect((await submit(DEMO.hr, close(job))).statusCode).toBe(403);
    expect((await submit(DEMO.finance, close(job))).statusCode).toBe(403);
    await expectUnchanged(t, job, before);
  });

  it("answers 404 for another network's job", async () => {
    const job = await jobIn('Active', 0);
    const [ofLakeside] = await jobsIn(t.database.db, lakeside.id, 'Active');
    const before = await writtenCounts(t.database.db);
    for (const [email, target] of [
      [DEMO.lakeside, job],
      [DEMO.admin, ofLakeside!],
    ] as const) {
      const res = await submit(email, close(target));
      expect(res.statusCode, email).toBe(404);
      expect(res.json().message).toBe('Job not found.');
    }
    await expectUnchanged(t, job, before);
  });

  it('answers 403 to closing without the close-job flag (off in Lakeside) and to declining without being an approver of the job', async () => {
    const [ofLakeside] = await jobsIn(t.database.db, lakeside.id, 'Active');
    const waiting = await waitingJob(DEMO.admin);
    const before = await writtenCounts(t.database.db);
    expect((await submit(DEMO.lakeside, close(ofLakeside!))).statusCode).toBe(403);
    expect((await submit(DEMO.general, decline(waiting))).statusCode).toBe(403);
    await expectUnchanged(t, ofLakeside!, before);
    await expectUnchanged(t, waiting, before);
  });

  it('answers 403 to the creator declining their own job waiting for approval, admin as they may be', async () => {
    const waiting = await jobWaitingFor(t, DEMO.admin, await userIdOf(t.database.db, DEMO.general));
    const before = await writtenCounts(t.database.db);
    expect((await submit(DEMO.admin, decline(waiting))).statusCode).toBe(403);
    await expectUnchanged(t, waiting, before);
  });
});

describe('PATCH Jobs: what it refuses', () => {
  it('answers 400 to a missing or unknown reason or status, writing nothing', async () => {
    const job = await jobIn('Active', 1);
    const before = await writtenCounts(t.database.db);
    const cases: [object, string][] = [
      [{}, 'Invalid request.'],
      [{ jobId: job.id, version: job.version, status: 'Closed' }, 'reasonId'],
      [close(job, 2), 'reasonId must be one of 1, 3, 5'],
      [{ ...decline(job), status: 'Active' }, 'Invalid request.'],
      [{ ...close(job), jobId: 'CPT12345678' }, 'jobId must be a job id'],
    ];
    for (const [payload, message] of cases) {
      const res = await submit(DEMO.admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    await expectUnchanged(t, job, before);
  });

  it('answers 409 to a stale version, a job already closed, or declining a job not waiting for approval', async () => {
    const job = await jobIn('Active', 2);
    const closed = await jobIn('Closed', 0);
    const before = await writtenCounts(t.database.db);
    const stale = await submit(DEMO.admin, { ...close(job), version: job.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This job was changed by someone else. Refresh and try again.');
    const again = await submit(DEMO.admin, close(closed));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This job can no longer be closed; it is Closed.');
    const notWaiting = await submit(DEMO.admin, decline(job));
    expect(notWaiting.statusCode).toBe(409);
    expect(notWaiting.json().message).toBe('Only a job waiting for approval can be declined; this one is Active.');
    await expectUnchanged(t, job, before);
    await expectUnchanged(t, closed, before);
  });
});

describe('PATCH Jobs: what it records', () => {
  it('closes an Active job with its reason: no open positions, version moved on, audited', async () => {
    const db = t.database.db;
    const job = await jobIn('Active', 3);
    const res = await submit(DEMO.general, close(job, 3));
    expect(res.statusCode).toBe(200);
    const answer = res.json().job;
    expect(answer).toMatchObject({ jobId: job.id, status: 'Closed', openPositions: 0, startDate: job.startDate, version: job.version + 1 });
    expect(Date.parse(answer.modifiedOn)).toBeGreaterThan(job.modifiedAt.getTime());
    expect(await jobRow(db, job.id)).toMatchObject({
      postingStatus: 'Closed',
      status: JOB_STATUS_NUMBERS.Closed,
      openPositions: 0,
      closeReasonId: 3,
      modifiedBy: await userIdOf(db, DEMO.general),
    });
    expect(await auditRowsOf(db, job.id)).toMatchObject([
      { entity: 'job_posting', action: 'close', before: { postingStatus: 'Active', closeReasonId: null }, after: { postingStatus: 'Closed', closeReasonId: 3 } },
    ]);
  });

  it('cancels a job that was never active, with its reason', async () => {
    const db = t.database.db;
    const job = await jobIn('Pending Review', 0);
    const res = await submit(DEMO.admin, close(job, 5));
    expect(res.statusCode).toBe(200);
    expect(res.json().job).toMatchObject({ status: 'Cancelled', openPositions: 0 });
    expect(await jobRow(db, job.id)).toMatchObject({ postingStatus: 'Cancelled', status: JOB_STATUS_NUMBERS.Cancelled, closeReasonId: 5 });
    expect(await auditRowsOf(db, job.id)).toMatchObject([{ action: 'close', after: { postingStatus: 'Cancelled' } }]);
  });

  it('declines a job waiting for approval and notifies its creator', async () => {
    const db = t.database.db;
    const job = await waitingJob(DEMO.general);
    const res = await submit(DEMO.admin, decline(job));
    expect(res.statusCode).toBe(200);
    expect(res.json().job).toMatchObject({ jobId: job.id, status: 'Declined', openPositions: job.openPositions, version: job.version + 1 });
    expect(await jobRow(db, job.id)).toMatchObject({ postingStatus: 'Declined', status: JOB_STATUS_NUMBERS.NotHiring, closeReasonId: null });
    const [, declined] = await auditRowsOf(db, job.id);
    expect(declined).toMatchObject({ action: 'decline', before: { postingStatus: 'Pending Approval' }, after: { postingStatus: 'Declined' } });
    const notices = (await notificationsAbout(db, job.externalId)).filter((n) => n.subType === 'JobDeclined');
    expect(notices).toMatchObject([{ recipientId: await userIdOf(db, DEMO.general), identifier: job.externalId, dealId: null }]);
    expect(notices[0]!.text).toMatch(new RegExp(`^Job ${job.externalId} \\(.+\\) has been declined\\.$`));
  });

  it('lets one of two simultaneous closes through and gives the other 409', async () => {
    const job = await jobIn('Active', 4);
    const answers = await Promise.all([submit(DEMO.admin, close(job, 1)), submit(DEMO.general, close(job, 3))]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const after = await jobRow(t.database.db, job.id);
    expect(after.version).toBe(job.version + 1);
    expect(await auditRowsOf(t.database.db, job.id)).toHaveLength(1);
  });
});
