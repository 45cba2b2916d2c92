import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { callUrl, type CallDefinition } from '@portal/domain/api/call';
import { getJobs, JobListResponse, MAX_JOB_PAGE_SIZE, type JobListItem, type JobListRequest } from '@portal/domain/api/jobs';
import { DEMO, type TestApp } from '../../test-support/test-app';

/** Shared steps of the job read tests: calling through the contract and reading the database as its owner. */

type Call = Pick<CallDefinition, 'method' | 'version' | 'path'>;

interface Address {
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
}

export const callAs = (t: TestApp, email: string | null, call: Call, payload?: unknown, { params = {}, query = {} }: Address = {}) =>
  t.call(email, {
    method: call.method,
    url: callUrl(call, params, query),
    ...(call.method === 'GET' ? {} : { payload: (payload ?? {}) as object }),
  });

/** Rows of a query run as the database owner (no row-level security), for checking answers against. */
export const rowsOf = async <Row>(t: TestApp, query: SQL): Promise<Row[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;

export interface NetworkFixture {
  id: string;
  hospitalIds: string[];
  unitIds: string[];
  /** Every job posting: id, Job # and status. */
  jobs: { id: string; externalId: string; postingStatus: string; hospitalId: string }[];
}

const networkFixture = async (t: TestApp, name: string): Promise<NetworkFixture> => {
  const [network] = await rowsOf<{ id: string }>(t, sql`select id from networks where name = ${name}`);
  const id = network!.id;
  const hospitalIds = (await rowsOf<{ id: string }>(t, sql`select id from hospitals where network_id = ${id} order by name`)).map((r) => r.id);
  const unitIds = (await rowsOf<{ id: string }>(t, sql`select id from units where network_id = ${id}`)).map((r) => r.id);
  const jobs = await rowsOf<NetworkFixture['jobs'][number]>(
    t,
    sql`select id, external_id as "externalId", posting_status as "postingStatus", hospital_id as "hospitalId"
        from job_postings where network_id = ${id} order by external_id`,
  );
  return { id, hospitalIds, unitIds, jobs };
};

export const demoNetworks = async (t: TestApp) => ({
  northwind: await networkFixture(t, 'Northwind Health'),
  lakeside: await networkFixture(t, 'Lakeside Medical Center'),
});

export const listJobs = async (t: TestApp, request: JobListRequest, email: string = DEMO.admin) => {
  const res = await callAs(t, email, getJobs, request);
  expect(res.statusCode, res.body).toBe(200);
  return JobListResponse.parse(res.json());
};

/** Every row of a filter and sort, in pages of the largest size. */
export const everyJob = async (t: TestApp, request: JobListRequest = {}, email: string = DEMO.admin): Promise<JobListItem[]> => {
  const rows: JobListItem[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const page = await listJobs(t, { ...request, pageSize: MAX_JOB_PAGE_SIZE, pageNumber }, email);
    rows.push(...page.jobs);
    if (rows.length >= page.jobsCount || page.jobs.length === 0) return rows;
  }
};

export const jobIdsOf = (rows: readonly { jobId: string }[]) => rows.map((row) => row.jobId);
