import { describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { addJob } from '@portal/domain/api/jobs';
import { JOB_STATUS_NUMBERS } from '@portal/domain/deals/statuses';
import { JOB_CREATED } from '@portal/domain/jobs/job-messages';
import { UNSTORABLE_TEXT_MESSAGE } from '@portal/domain/api/storable-text';
import { auditRowsOf, userIdOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import {
  addJobForm,
  approversOfJob,
  hospitalNamed,
  inDays,
  jobRow,
  notificationsAbout,
  ONE_STEP_HOSPITAL,
  useJobTestApp,
  otherApproverOf,
  TWO_STEP_HOSPITAL,
  unitOfAnotherHospital,
  writtenCounts,
} from './jobs.test-kit';
import { CHOOSE_APPROVER, SELF_APPROVER } from './add-job';

const { t, lakeside } = useJobTestApp();

const submit = (email: string | null, payload: object, headers: Record<string, string> = {}) =>
  t.call(email, { method: 'POST', url: callPath(addJob), payload, headers });

const form = (hospitalName: string, change: object = {}) => addJobForm(t.database.db, hospitalName, change);

const expectNothingWritten = async (before: Awaited<ReturnType<typeof writtenCounts>>) => {
  expect(await writtenCounts(t.database.db)).toEqual(before);
};

describe('AddJob: who may create', () => {
  it('answers 401 without a token and 403 without CreateRequest (Human Resources, Finance), writing nothing', async () => {
    const before = await writtenCounts(t.database.db);
    const payload = await form(ONE_STEP_HOSPITAL);
    expect((await submit(null, payload)).statusCode).toBe(401);
    expect((await submit(DEMO.hr, payload)).statusCode).toBe(403);
    expect((await submit(DEMO.finance, payload)).statusCode).toBe(403);
    await expectNothingWritten(before);
  });

  it("answers 404 for another network's hospital or one the user does not see, writing nothing", async () => {
    const before = await writtenCounts(t.database.db);
    const northwindJob = await form(ONE_STEP_HOSPITAL);
    const lakesideJob = await form('Lakeside Medical Center');
    for (const [email, payload] of [
      [DEMO.lakeside, northwindJob],
      [DEMO.admin, lakesideJob],
      // The local admin sees the first two Northwind hospitals only.
      [DEMO.localAdmin, await form('Northwind Bayside Hospital')],
    ] as const) {
      const res = await submit(email, payload);
      expect(res.statusCode, email).toBe(404);
      expect(res.json().message).toBe('Hospital not found.');
    }
    expect((await hospitalNamed(t.database.db, 'Lakeside Medical Center')).networkId).toBe(lakeside.id);
    await expectNothingWritten(before);
  });
});

describe('AddJob: what it refuses', () => {
  it('answers 400 with the reason to bad input, writing nothing', async () => {
    const db = t.database.db;
    const before = await writtenCounts(db);
    const oneStep = await hospitalNamed(db, ONE_STEP_HOSPITAL);
    const hrId = await userIdOf(db, DEMO.hr);
    const generalId = await userIdOf(db, DEMO.general);
    const otherApprover = await otherApproverOf(db, TWO_STEP_HOSPITAL, DEMO.general);
    const cases: [object, string][] = [
      [{}, 'Invalid request.'],
      [await form(ONE_STEP_HOSPITAL, { availablePositions: 100 }), 'Number of positions cannot exceed 99'],
      [await form(ONE_STEP_HOSPITAL, { availablePositions: 0 }), 'Number of positions must be at least 1'],
      [await form(ONE_STEP_HOSPITAL, { startDate: inDays(-3) }), 'Start date cannot be before today'],
      [await form(ONE_STEP_HOSPITAL, { unitId: (await unitOfAnotherHospital(db, oneStep)).id }), "unitId must be a unit of the job's hospital."],
      [await form(ONE_STEP_HOSPITAL, { jobTitleId: 999 }), 'jobTitleId 999 does not exist.'],
      [await form(ONE_STEP_HOSPITAL, { jobTitleId: 32_768 }), 'jobTitleId must be at most 32767'],
      [await form(ONE_STEP_HOSPITAL, { shiftId: 2 ** 31 }), 'shiftId must be at most 32767'],
      [await form(ONE_STEP_HOSPITAL, { shiftLengthId: 1e12 }), 'shiftLengthId must be at most 32767'],
      [await form(ONE_STEP_HOSPITAL, { reasonRequest: 'Because' }), 'reasonRequest must be one of: Backfill Position'],
      [await form(ONE_STEP_HOSPITAL, { notes: 'x'.repeat(2001) }), 'Maximum length is 2000 characters'],
      [await form(TWO_STEP_HOSPITAL), CHOOSE_APPROVER],
      [await form(TWO_STEP_HOSPITAL, { approverIds: [hrId] }), 'Each approver must be an active job approver who sees this hospital.'],
      [await form(TWO_STEP_HOSPITAL, { approverIds: [generalId] }), SELF_APPROVER],
      [await form(TWO_STEP_HOSPITAL, { approverIds: [otherApprover, generalId] }), SELF_APPROVER],
      [await form(ONE_STEP_HOSPITAL, { approverIds: [generalId] }), 'Approvers are chosen only for hospitals with two approval stages.'],
    ];
    for (const [payload, message] of cases) {
      const res = await submit(DEMO.general, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const malformedKey = await submit(DEMO.general, await form(ONE_STEP_HOSPITAL), { 'idempotency-key': 'has spaces' });
    expect(malformedKey.statusCode).toBe(400);
    await expectNothingWritten(before);
  });

  it('answers 400, not 500, to notes holding a NUL character the database cannot store, writing nothing', async () => {
    const before = await writtenCounts(t.database.db);
    const res = await submit(DEMO.general, await form(ONE_STEP_HOSPITAL, { notes: 'Night\u0000shift' }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(UNSTORABLE_TEXT_MESSAGE);
    await expectNothingWritten(before);
  });
});

describe('AddJob: what it records', () => {
  it('creates a job at a one-step hospital Pending Review with the next Job #, audited, notifying nobody', async () => {
    const db = t.database.db;
    const payload = await form(ONE_STEP_HOSPITAL, { availablePositions: 3 });
    const res = await submit(DEMO.general, payload);
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer).toMatchObject({ response: JOB_CREATED, postingStatus: 'Pending Review', openPositions: 3, version: 1 });
    expect(answer.externalId).toMatch(/^CPT\d{8}$/);

    const job = await jobRow(db, answer.jobId);
    expect(job).toMatchObject({
      externalId: answer.externalId,
      hospitalId: payload.hospitalId,
      unitId: payload.unitId,
      postingStatus: 'Pending Review',
      status: JOB_STATUS_NUMBERS.PendingReview,
      availablePositions: 3,
      openPositions: 3,
      durationWeeks: 13,
      startDate: payload.startDate,
      jobType: 'Travel',
      billRate: null,
      localBillRate: null,
      notes: 'Two years of recent experience.',
      createdBy: await userIdOf(db, DEMO.general),
      modifiedBy: await userIdOf(db, DEMO.general),
    });
    expect(await approversOfJob(db, job.id)).toEqual([]);
    expect(await notificationsAbout(db, job.externalId)).toEqual([]);
    expect(await auditRowsOf(db, job.id)).toMatchObject([{ entity: 'job_posting', action: 'create', after: { externalId: job.externalId } }]);

    const next = await submit(DEMO.admin, await form(ONE_STEP_HOSPITAL));
    expect(Number(next.json().externalId.slice(3))).toBe(Number(answer.externalId.slice(3)) + 1);
  });

  it('creates a job at a two-step hospital Pending Approval and notifies each designated approver once', async () => {
    const db = t.database.db;
    const generalId = await userIdOf(db, DEMO.general);
    const approverId = await otherApproverOf(db, TWO_STEP_HOSPITAL, DEMO.general);
    const res = await submit(DEMO.admin, await form(TWO_STEP_HOSPITAL, { approverIds: [approverId, generalId, approverId] }));
    expect(res.statusCode).toBe(201);
    const { jobId, externalId, postingStatus } = res.json();
    expect(postingStatus).toBe('Pending Approval');
    expect((await jobRow(db, jobId)).status).toBe(JOB_STATUS_NUMBERS.PendingReview);
    expect((await approversOfJob(db, jobId)).sort()).toEqual([approverId, generalId].sort());

    const notices = await notificationsAbout(db, externalId);
    expect(notices.map((notice) => notice.recipientId).sort()).toEqual([approverId, generalId].sort());
    for (const notice of notices) {
      expect(notice).toMatchObject({ subType: 'JobApproverDesignated', dealId: null, wasRead: false });
      expect(notice.text).toMatch(new RegExp(`^You have been designated to approve job ${externalId} \\(.+, ${TWO_STEP_HOSPITAL}\\)\\.$`));
    }
  });

  it('creates one job from a double submit with one Idempotency-Key, even when both arrive together', async () => {
    const payload = await form(ONE_STEP_HOSPITAL);
    const before = await writtenCounts(t.database.db);
    const headers = { 'idempotency-key': 'add-job-submit-1' };
    const [first, second] = await Promise.all([submit(DEMO.general, payload, headers), submit(DEMO.general, payload, headers)]);
    const replay = await submit(DEMO.general, payload, headers);
    expect([first!.statusCode, second!.statusCode, replay.statusCode]).toEqual([201, 201, 201]);
    expect(second!.json()).toEqual(first!.json());
    expect(replay.json()).toEqual(first!.json());
    expect((await writtenCounts(t.database.db)).jobs).toBe(before.jobs + 1);

    const otherKey = await submit(DEMO.general, payload, { 'idempotency-key': 'add-job-submit-2' });
    expect(otherKey.json().jobId).not.toBe(first!.json().jobId);
  });

  it('gives simultaneous creates in one network different Job numbers', async () => {
    const payload = await form(ONE_STEP_HOSPITAL);
    const answers = await Promise.all([1, 2, 3, 4].map(() => submit(DEMO.admin, payload)));
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((res) => res.json().externalId)).size).toBe(4);
  });
});
