import { and, asc, eq, exists, isNotNull, ne, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { getJobs, JobListResponse, type JobListItem, type JobListRequest } from '@portal/domain/api/job-list';
import { addJob, type AddJobRequest, type UpdateJobRequest } from '@portal/domain/api/jobs';
import { MAX_LIST_PAGE_SIZE } from '@portal/domain/lists/list-request';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/activity';
import { notificationEvents } from '../../db/schema/notification-events';
import { NOTIFICATION_ROWS } from '../../test-support/notification-rows';
import { jobApprovers, jobPostings } from '../../db/schema/jobs';
import { jobReasons, shiftLengths, shifts, titles } from '../../db/schema/reference';
import { hospitals, units } from '../../db/schema/tenancy';
import { userHospitals, users } from '../../db/schema/users';
import { callAs } from '../../test-support/call-as';
import { demoNetworkIds, rowsOf } from '../../test-support/demo-records';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';

/** Shared steps of the job tests: demo records found by what they are, never by a hard-coded id, the forms the drawers send, and reading the list back. */

export const TWO_STEP_HOSPITAL = 'Northwind General Hospital';
export const ONE_STEP_HOSPITAL = 'Northwind Eastside Medical Center';

export type StoredJob = typeof jobPostings.$inferSelect;

export interface NetworkFixture {
  id: string;
  hospitalIds: string[];
  unitIds: string[];
  /** Every job posting: id, Job # and status. */
  jobs: { id: string; externalId: string; postingStatus: string; hospitalId: string }[];
}

const networkFixture = async (t: TestApp, id: string): Promise<NetworkFixture> => {
  const hospitalIds = (await rowsOf<{ id: string }>(t, sql`select id from hospitals where network_id = ${id} order by name`)).map((r) => r.id);
  const unitIds = (await rowsOf<{ id: string }>(t, sql`select id from units where network_id = ${id}`)).map((r) => r.id);
  const jobs = await rowsOf<NetworkFixture['jobs'][number]>(
    t,
    sql`select id, external_id as "externalId", posting_status as "postingStatus", hospital_id as "hospitalId"
        from job_postings where network_id = ${id} order by external_id`,
  );
  return { id, hospitalIds, unitIds, jobs };
};

/**
 * A test app on its own copy of the demo database, opened before the file's tests and closed after
 * them, with what its two networks hold as the tests start. The objects are filled in before the
 * first test: read them inside tests, not while the file loads.
 */
export const useJobTestApp = () => {
  const t = {} as TestApp;
  const northwind = {} as NetworkFixture;
  const lakeside = {} as NetworkFixture;
  beforeAll(async () => {
    Object.assign(t, await createTestApp());
    const ids = await demoNetworkIds(t.database.db);
    Object.assign(northwind, await networkFixture(t, ids.northwind));
    Object.assign(lakeside, await networkFixture(t, ids.lakeside));
  });
  afterAll(() => t.close());
  return { t, northwind, lakeside };
};

export const listJobs = async (t: TestApp, request: JobListRequest, email: string = DEMO.admin) => {
  const res = await callAs(t, email, getJobs, request);
  expect(res.statusCode, res.body).toBe(200);
  return JobListResponse.parse(res.json());
};

/** Every row of a filter and sort, in pages of the largest size. */
export const everyJob = async (t: TestApp, request: JobListRequest = {}, email: string = DEMO.admin): Promise<JobListItem[]> => {
  const rows: JobListItem[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const page = await listJobs(t, { ...request, pageSize: MAX_LIST_PAGE_SIZE, pageNumber }, email);
    rows.push(...page.jobs);
    if (rows.length >= page.jobsCount || page.jobs.length === 0) return rows;
  }
};

export const jobIdsOf = (rows: readonly { jobId: string }[]) => rows.map((row) => row.jobId);

const DAY_MS = 86_400_000;

/** Today plus `days`, yyyy-mm-dd on the UTC calendar the API checks start dates against. */
export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** An active job approver of the hospital other than `email`, to designate. */
export const otherApproverOf = async (db: Database, hospitalName: string, email: string) => {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userHospitals, eq(userHospitals.userId, users.id))
    .innerJoin(hospitals, eq(hospitals.id, userHospitals.hospitalId))
    .where(and(eq(hospitals.name, hospitalName), eq(users.isJobApprover, true), eq(users.isActive, true), ne(users.email, email)))
    .orderBy(asc(users.email))
    .limit(1);
  if (!user) throw new Error(`No other approver at ${hospitalName}`);
  return user.id;
};

export const hospitalNamed = async (db: Database, name: string) => {
  const [hospital] = await db.select().from(hospitals).where(eq(hospitals.name, name));
  if (!hospital) throw new Error(`No demo hospital ${name}`);
  return hospital;
};

const firstUnitOf = async (db: Database, hospitalId: string) => {
  const [unit] = await db.select().from(units).where(eq(units.hospitalId, hospitalId)).orderBy(asc(units.name)).limit(1);
  if (!unit) throw new Error(`Hospital ${hospitalId} has no unit`);
  return unit;
};

const first = async (db: Database, table: typeof titles | typeof shifts | typeof shiftLengths | typeof jobReasons) => {
  const [row] = await db.select().from(table).orderBy(asc(table.sortOrder), asc(table.id)).limit(1);
  if (!row) throw new Error('A lookup table is empty');
  return row;
};

/** What the Add job drawer sends for the hospital, starting in a week. */
export const addJobForm = async (db: Database, hospitalName: string, change: Partial<AddJobRequest> = {}): Promise<AddJobRequest> => {
  const hospital = await hospitalNamed(db, hospitalName);
  return {
    hospitalId: hospital.id,
    unitId: (await firstUnitOf(db, hospital.id)).id,
    jobTitleId: (await first(db, titles)).id,
    shiftId: (await first(db, shifts)).id,
    shiftLengthId: (await first(db, shiftLengths)).id,
    reasonRequest: (await first(db, jobReasons)).name,
    availablePositions: 2,
    duration: 13,
    startDate: inDays(7),
    notes: '  Two years of recent experience.  ',
    approverIds: [],
    ...change,
  };
};

/** Creates a job through AddJob as `email` and answers its stored row. */
const jobAddedBy = async (t: TestApp, email: string, payload: AddJobRequest) => {
  const res = await t.call(email, { method: 'POST', url: callPath(addJob), payload });
  if (res.statusCode !== 201) throw new Error(`AddJob answered ${res.statusCode}: ${res.body}`);
  return jobRow(t.database.db, res.json().jobId);
};

/** A job at the two-step hospital created by `creator`, waiting for the approver `approverId`. */
export const jobWaitingFor = async (t: TestApp, creator: string, approverId: string) =>
  jobAddedBy(t, creator, await addJobForm(t.database.db, TWO_STEP_HOSPITAL, { approverIds: [approverId] }));

export const unitOfAnotherHospital = async (db: Database, hospital: { id: string; networkId: string }) => {
  const [unit] = await db
    .select()
    .from(units)
    .where(and(eq(units.networkId, hospital.networkId), ne(units.hospitalId, hospital.id)))
    .limit(1);
  if (!unit) throw new Error('The network has one hospital');
  return unit;
};

const hasApprovers = (db: Database) =>
  db.select({ one: sql`1` }).from(jobApprovers).where(eq(jobApprovers.jobId, jobPostings.id));

/** A network's jobs in `status`, in id order; `approvers` keeps those with or without designated approvers. */
export const jobsIn = (db: Database, networkId: string, status: string, approvers?: 'with' | 'without') =>
  db
    .select()
    .from(jobPostings)
    .where(
      and(
        eq(jobPostings.networkId, networkId),
        eq(jobPostings.postingStatus, status),
        isNotNull(jobPostings.createdBy),
        approvers === 'with' ? exists(hasApprovers(db)) : approvers === 'without' ? notExists(hasApprovers(db)) : undefined,
      ),
    )
    .orderBy(asc(jobPostings.id));

export const jobRow = async (db: Database, jobId: string): Promise<StoredJob> => {
  const [job] = await db.select().from(jobPostings).where(eq(jobPostings.id, jobId));
  if (!job) throw new Error(`Job ${jobId} is missing`);
  return job;
};

/** What the edit drawer sends for the job as it is stored, with `change` applied. */
export const editForm = async (db: Database, job: StoredJob, change: Partial<UpdateJobRequest> = {}): Promise<UpdateJobRequest> => {
  const [reason] = await db.select({ name: jobReasons.name }).from(jobReasons).where(eq(jobReasons.id, job.reasonId));
  if (!reason) throw new Error(`Job ${job.id} has an unknown reason`);
  return {
    jobId: job.id,
    version: job.version,
    unitId: job.unitId,
    jobTitleId: job.titleId,
    shiftId: job.shiftId,
    shiftLengthId: job.shiftLengthId,
    reasonRequest: reason.name,
    availablePositions: job.availablePositions,
    duration: job.durationWeeks,
    startDate: job.startDate,
    notes: job.notes ?? '',
    ...change,
  };
};

export const approversOfJob = async (db: Database, jobId: string) =>
  (await db.select({ userId: jobApprovers.userId }).from(jobApprovers).where(eq(jobApprovers.jobId, jobId))).map((row) => row.userId);

/** The notifications about a job, one per recipient (an event told to two people reads as two). */
export const notificationsAbout = async (db: Database, externalId: string) =>
  (
    (await db.execute(sql`select n.recipient_id as "recipientId", n.sub_type as "subType", n.text, n.deal_id as "dealId", n.identifier,
        n.was_read as "wasRead" from ${NOTIFICATION_ROWS} n where n.identifier = ${externalId} order by n.created_at, n.recipient_id`)) as unknown as {
      rows: { recipientId: string; subType: string; text: string; dealId: string | null; identifier: string; wasRead: boolean }[];
    }
  ).rows;

/** Counts of everything a job change writes, to prove a refused call wrote nothing. */
export const writtenCounts = async (db: Database) => {
  const count = async (table: typeof jobPostings | typeof jobApprovers | typeof notificationEvents | typeof auditLog) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row?.n ?? 0;
  };
  return {
    jobs: await count(jobPostings),
    approvers: await count(jobApprovers),
    notifications: await count(notificationEvents),
    audits: await count(auditLog),
  };
};

/** Asserts a refused change left the job as it was and wrote nothing anywhere. */
export const expectUnchanged = async (t: TestApp, job: StoredJob, before: Awaited<ReturnType<typeof writtenCounts>>) => {
  expect(await jobRow(t.database.db, job.id)).toEqual(job);
  expect(await writtenCounts(t.database.db)).toEqual(before);
};
