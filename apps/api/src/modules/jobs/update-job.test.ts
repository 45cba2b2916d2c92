import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { updateJob, UpdateJobRequest } from '@portal/domain/api/jobs';
import { JOB_STATUS_NUMBERS } from '@portal/domain/deals/statuses';
import { JOB_UPDATED } from '@portal/domain/jobs/job-messages';
import { actorOf } from '../../context/actor';
import { loadRequestContext } from '../../context/request-context';
import { visibilityOf } from '../../context/visibility';
import { users } from '../../db/schema/users';
import { withTenant } from '../../db/tenant';
import { auditRowsOf, userIdOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import {
  editForm,
  expectUnchanged,
  hospitalNamed,
  inDays,
  jobRow,
  jobsIn,
  jobWaitingFor,
  notificationsAbout,
  ONE_STEP_HOSPITAL,
  useJobTestApp,
  otherApproverOf,
  type StoredJob,
  TWO_STEP_HOSPITAL,
  unitOfAnotherHospital,
  writtenCounts,
} from './jobs.test-kit';
import { editJob } from './update-job';

const { t, northwind, lakeside } = useJobTestApp();

const submit = (email: string | null, payload: object) => t.call(email, { method: 'PUT', url: callPath(updateJob), payload });
const edit = (job: StoredJob, change: object = {}) => editForm(t.database.db, job, change);

const anotherApprover = () => otherApproverOf(t.database.db, TWO_STEP_HOSPITAL, DEMO.general);

/** Active Northwind jobs without approvers, one per test so they do not interfere. */
const activeJob = async (index: number) => (await jobsIn(t.database.db, northwind.id, 'Active', 'without'))[index]!;

describe('UpdateJob: who may edit', () => {
  it('answers 401 without a token and 403 without EditRequest (Human Resources, Finance), writing nothing', async () => {
    const job = await activeJob(0);
    const before = await writtenCounts(t.database.db);
    expect((await submit(null, await edit(job))).statusCode).toBe(401);
    expect((await submit(DEMO.hr, await edit(job))).statusCode).toBe(403);
    expect((await submit(DEMO.finance, await edit(job))).statusCode).toBe(403);
    await expectUnchanged(t, job, before);
  });

  it("answers 404 for another network's job or one of a hospital the user does not see", async () => {
    const job = await activeJob(0);
    const [ofLakeside] = await jobsIn(t.database.db, lakeside.id, 'Active');
    // The local admin sees the first two Northwind hospitals only.
    const bayside = await hospitalNamed(t.database.db, 'Northwind Bayside Hospital');
    const hidden = (await jobsIn(t.database.db, northwind.id, 'Active')).find((row) => row.hospitalId === bayside.id);
    const before = await writtenCounts(t.database.db);
    for (const [email, target] of [
      [DEMO.lakeside, job],
      [DEMO.admin, ofLakeside!],
      [DEMO.localAdmin, hidden!],
    ] as const) {
      const res = await submit(email, await edit(target));
      expect(res.statusCode, email).toBe(404);
      expect(res.json().message).toBe('Job not found.');
    }
    await expectUnchanged(t, job, before);
  });

  it('answers 403 to a General User who is not a designated approver of a job waiting for approval', async () => {
    const job = await jobWaitingFor(t, DEMO.admin, await anotherApprover());
    const before = await writtenCounts(t.database.db);
    expect((await submit(DEMO.general, await edit(job))).statusCode).toBe(403);
    await expectUnchanged(t, job, before);
  });

  it('answers 403 to the creator of a job waiting for approval, admin as they may be: approving takes a second person', async () => {
    const job = await jobWaitingFor(t, DEMO.admin, await userIdOf(t.database.db, DEMO.general));
    const before = await writtenCounts(t.database.db);
    expect((await submit(DEMO.admin, await edit(job))).statusCode).toBe(403);
    await expectUnchanged(t, job, before);
  });

  it('answers 403 to a designated approver who is no longer marked as a job approver', async () => {
    const db = t.database.db;
    const job = await jobWaitingFor(t, DEMO.admin, await userIdOf(db, DEMO.general));
    const before = await writtenCounts(db);
    await db.update(users).set({ isJobApprover: false }).where(eq(users.email, DEMO.general));
    try {
      expect((await submit(DEMO.general, await edit(job))).statusCode).toBe(403);
    } finally {
      await db.update(users).set({ isJobApprover: true }).where(eq(users.email, DEMO.general));
    }
    await expectUnchanged(t, job, before);
  });
});

describe('UpdateJob: what it refuses', () => {
  it('answers 400 with the reason to bad input, leaving the job as it was', async () => {
    const db = t.database.db;
    const job = await activeJob(1);
    const hospital = await hospitalNamed(db, ONE_STEP_HOSPITAL);
    const other = await unitOfAnotherHospital(db, { id: job.hospitalId, networkId: hospital.networkId });
    const before = await writtenCounts(db);
    const cases: [object, string][] = [
      [{}, 'Invalid request.'],
      [await edit(job, { availablePositions: 100 }), 'Number of positions cannot exceed 99'],
      [await edit(job, { startDate: inDays(-3) }), 'Start date cannot be before today'],
      [await edit(job, { unitId: other.id }), "unitId must be a unit of the job's hospital."],
      [await edit(job, { shiftId: 999 }), 'shiftId 999 does not exist.'],
      [await edit(job, { shiftId: 32_768 }), 'shiftId must be at most 32767'],
      [await edit(job, { jobTitleId: 99_999 }), 'jobTitleId must be at most 32767'],
      [await edit(job, { shiftLengthId: 2 ** 40 }), 'shiftLengthId must be at most 32767'],
      [await edit(job, { notes: undefined }), 'notes: notes is required (send "" for none)'],
      [await edit(job, { reasonRequest: 'Because' }), 'reasonRequest must be one of'],
    ];
    for (const [payload, message] of cases) {
      const res = await submit(DEMO.admin, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
    await expectUnchanged(t, job, before);
  });

  it('answers 409 to a stale version or a job that is no longer open, leaving it unchanged', async () => {
    const job = await activeJob(2);
    const [closed] = await jobsIn(t.database.db, northwind.id, 'Closed');
    const before = await writtenCounts(t.database.db);
    const stale = await submit(DEMO.admin, await edit(job, { version: job.version + 1, notes: 'Mine' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This job was changed by someone else. Refresh and try again.');
    const notOpen = await submit(DEMO.admin, await edit(closed!));
    expect(notOpen.statusCode).toBe(409);
    expect(notOpen.json().message).toBe('This job can no longer be edited; it is Closed.');
    await expectUnchanged(t, job, before);
    await expectUnchanged(t, closed!, before);
  });

  it('lets one of two simultaneous edits of one version through and gives the other 409', async () => {
    const job = await activeJob(3);
    const answers = await Promise.all([
      submit(DEMO.admin, await edit(job, { notes: 'First' })),
      submit(DEMO.general, await edit(job, { notes: 'Second' })),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await jobRow(t.database.db, job.id)).version).toBe(job.version + 1);
  });

  it('needs the start date and number of positions flags to change those (off in Lakeside)', async () => {
    const [job] = await jobsIn(t.database.db, lakeside.id, 'Active');
    const before = await writtenCounts(t.database.db);
    const moved = await submit(DEMO.lakeside, await edit(job!, { startDate: inDays(30) }));
    expect(moved.statusCode).toBe(403);
    expect(moved.json().message).toBe('Changing the start date of a job is not enabled for your hospital network.');
    const resized = await submit(DEMO.lakeside, await edit(job!, { availablePositions: job!.availablePositions + 1 }));
    expect(resized.statusCode).toBe(403);
    expect(resized.json().message).toBe('Changing the number of positions of a job is not enabled for your hospital network.');
    await expectUnchanged(t, job!, before);

    const kept = await submit(DEMO.lakeside, await edit(job!, { notes: 'Night float welcome.' }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ postingStatus: 'Pending Review', version: job!.version + 1 });
  });
});

describe('UpdateJob: what it records', () => {
  it('approves a job waiting for approval: Active, version moved on, audited, the creator notified', async () => {
    const db = t.database.db;
    const job = await jobWaitingFor(t, DEMO.general, await anotherApprover());
    const res = await submit(DEMO.admin, await edit(job, { notes: 'Approved as written.' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      response: JOB_UPDATED,
      jobId: job.id,
      externalId: job.externalId,
      postingStatus: 'Active',
      openPositions: job.openPositions,
      version: job.version + 1,
    });
    const after = await jobRow(db, job.id);
    expect(after).toMatchObject({ postingStatus: 'Active', status: JOB_STATUS_NUMBERS.Open, notes: 'Approved as written.', modifiedBy: await userIdOf(db, DEMO.admin) });
    expect(after.modifiedAt.getTime()).toBeGreaterThan(job.modifiedAt.getTime());
    const [, update] = await auditRowsOf(db, job.id);
    expect(update).toMatchObject({
      action: 'update',
      networkId: northwind.id,
      before: { postingStatus: 'Pending Approval', version: job.version },
      after: { postingStatus: 'Active', version: job.version + 1 },
    });
    const approved = (await notificationsAbout(db, job.externalId)).filter((n) => n.subType === 'JobApproved');
    expect(approved).toMatchObject([{ recipientId: await userIdOf(db, DEMO.general), identifier: job.externalId }]);
    expect(approved[0]!.text).toMatch(new RegExp(`^Job ${job.externalId} \\(.+\\) has been approved\\.$`));
  });

  it('lets the designated approver approve, notifying the creator and not the approver again', async () => {
    const db = t.database.db;
    const job = await jobWaitingFor(t, DEMO.admin, await userIdOf(db, DEMO.general));
    const res = await submit(DEMO.general, await edit(job));
    expect(res.statusCode).toBe(200);
    expect(res.json().postingStatus).toBe('Active');
    const notices = await notificationsAbout(db, job.externalId);
    expect(notices.map((n) => [n.subType, n.recipientId])).toEqual([
      ['JobApproverDesignated', await userIdOf(db, DEMO.general)],
      ['JobApproved', await userIdOf(db, DEMO.admin)],
    ]);
  });

  it('sends an edited job without approvers back to Pending Review, keeping a start date that has passed', async () => {
    const db = t.database.db;
    const job = (await jobsIn(db, northwind.id, 'Active', 'without')).find((row) => row.startDate < inDays(-1));
    expect(job).toBeDefined();
    const res = await submit(DEMO.general, await edit(job!));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ postingStatus: 'Pending Review' });
    expect(await jobRow(db, job!.id)).toMatchObject({ postingStatus: 'Pending Review', status: JOB_STATUS_NUMBERS.PendingReview, startDate: job!.startDate });
  });

  it('keeps filled positions filled when the number changes, and fills the job when none stays open', async () => {
    const db = t.database.db;
    const job = (await jobsIn(db, northwind.id, 'Active')).find((row) => row.availablePositions - row.openPositions >= 1);
    expect(job).toBeDefined();
    const filled = job!.availablePositions - job!.openPositions;
    const grown = await submit(DEMO.admin, await edit(job!, { availablePositions: filled + 2, startDate: inDays(20) }));
    expect(grown.statusCode).toBe(200);
    expect(grown.json().openPositions).toBe(2);
    expect((await jobRow(db, job!.id)).startDate).toBe(inDays(20));

    const refreshed = await jobRow(db, job!.id);
    const shrunk = await submit(DEMO.admin, await edit(refreshed, { availablePositions: filled }));
    expect(shrunk.json()).toMatchObject({ postingStatus: 'Filled', openPositions: 0 });
    expect((await jobRow(db, job!.id)).status).toBe(JOB_STATUS_NUMBERS.Hired);
  });

  it('logs a warning when the positions drop below those already filled (SPEC.md §5)', async () => {
    const db = t.database.db;
    const job = (await jobsIn(db, northwind.id, 'Active')).find((row) => row.availablePositions - row.openPositions >= 2);
    expect(job).toBeDefined();
    const filled = job!.availablePositions - job!.openPositions;
    const warn = vi.fn();
    const log = { warn } as unknown as FastifyBaseLogger;
    const context = await loadRequestContext(db, DEMO.admin, undefined);
    const visibility = visibilityOf(context, northwind.id);
    const request = UpdateJobRequest.parse(await edit(job!, { availablePositions: filled - 1 }));
    const answer = await withTenant(db, northwind.id, (tx) => editJob(tx, visibility, actorOf(context, northwind.id), request, log));
    expect(answer).toMatchObject({ postingStatus: 'Filled', openPositions: 0 });
    expect(warn).toHaveBeenCalledWith({ jobId: job!.id, availablePositions: filled - 1, filled }, 'Job positions set below the filled positions');
  });
});

