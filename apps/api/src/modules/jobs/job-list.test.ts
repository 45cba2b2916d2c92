import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_JOB_STATUSES, getJobFilterOptions, getJobStatusesByUser, JobFilterCounts, type JobListItem } from '@portal/domain/api/job-list';
import { JOB_POSTING_STATUSES } from '@portal/domain/deals/statuses';
import { JOB_SORT_OPTIONS, type JOB_SORT_KEYS } from '@portal/domain/lists/sort-options';
import { callAs } from '../../test-support/call-as';
import { rowsOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import { everyJob, jobIdsOf, listJobs, useJobTestApp } from './jobs.test-kit';

type JobSortKey = (typeof JOB_SORT_KEYS)[number];

const { t, northwind } = useJobTestApp();

/** Northwind's job ids with a status among `statuses`, as the database holds them. */
const jobIdsWithStatus = (statuses: readonly string[]) =>
  northwind.jobs.filter((job) => statuses.includes(job.postingStatus)).map((job) => job.id);

const sorted = (ids: readonly string[]) => [...ids].sort();

describe('the job list', () => {
  it('shows Active and Pending Review unless statuses are given', async () => {
    const rows = await everyJob(t);
    expect(sorted(jobIdsOf(rows))).toEqual(sorted(jobIdsWithStatus(DEFAULT_JOB_STATUSES)));
    const closed = await everyJob(t, { options: { statuses: ['Closed', 'Declined'] } });
    expect(closed.length).toBeGreaterThan(0);
    expect(sorted(jobIdsOf(closed))).toEqual(sorted(jobIdsWithStatus(['Closed', 'Declined'])));
  });

  it('finds a Job # by any 6 to 10 characters of it, ignoring case', async () => {
    const target = northwind.jobs.find((job) => job.postingStatus === 'Active')!;
    const part = target.externalId.slice(3, 9).toLowerCase();
    const rows = await everyJob(t, { options: { searchName: `  ${part} ` } });
    expect(jobIdsOf(rows)).toContain(target.id);
    const expected = northwind.jobs.filter(
      (job) => job.externalId.toLowerCase().includes(part) && (DEFAULT_JOB_STATUSES as readonly string[]).includes(job.postingStatus),
    );
    expect(sorted(jobIdsOf(rows))).toEqual(sorted(expected.map((job) => job.id)));
    // A Job # is 11 characters and the search takes 10: its last 10 name it alone.
    const exact = await listJobs(t, { options: { searchName: target.externalId.slice(1).toLowerCase() } });
    expect(jobIdsOf(exact.jobs)).toEqual([target.id]);
    // Six wildcards after the prefix the search drops: matched as text, they find nothing.
    expect((await listJobs(t, { options: { searchName: 'CPT%%%%%%' } })).jobsCount).toBe(0);
  });

  it.each([
    { group: 'hospitalRequests', column: sql`hospital_id::text` },
    { group: 'unitRequests', column: sql`unit_id::text` },
    { group: 'regionRequests', column: sql`(select region_id::text from hospitals h where h.id = hospital_id)` },
    { group: 'titleRequests', column: sql`(select name from titles t where t.id = title_id)` },
    { group: 'shiftRequests', column: sql`(select name from shifts s where s.id = shift_id)` },
  ])('filters by $group', async ({ group, column }) => {
    const values = await rowsOf<{ value: string; n: number }>(
      t,
      sql`select ${column} as value, count(*)::int as n from job_postings
          where network_id = ${northwind.id} and posting_status in ('Active', 'Pending Review')
          group by 1 order by 2 desc, 1 limit 2`,
    );
    const chosen = values.map((v) => v.value);
    const rows = await everyJob(t, { options: { [group]: chosen } });
    expect(rows.length).toBe(values.reduce((sum, v) => sum + v.n, 0));
    const matching = await rowsOf<{ id: string }>(
      t,
      sql`select id from job_postings where network_id = ${northwind.id} and posting_status in ('Active', 'Pending Review')
          and ${column} in ${chosen}`,
    );
    expect(sorted(jobIdsOf(rows))).toEqual(sorted(matching.map((r) => r.id)));
  });

  /** Each sort key's rank of a row: dates compare as text, titles by their place in the database's own order of names. */
  const rankOf = async (sortBy: JobSortKey): Promise<(row: JobListItem) => string | number> => {
    if (sortBy === 'createddate') return (row) => row.createdOn;
    if (sortBy === 'startdate') return (row) => row.startDate;
    const names = (await rowsOf<{ name: string }>(t, sql`select name from titles order by name`)).map((r) => r.name);
    return (row) => names.indexOf(row.jobTitle);
  };

  it.each(JOB_SORT_OPTIONS)('sorts by $label with the job id breaking ties, in stable pages', async (option) => {
    const { sortOrder } = option;
    const sortBy = option.sortBy as JobSortKey;
    const options = { statuses: [...JOB_POSTING_STATUSES] };
    const pages = await Promise.all([1, 2, 3].map((pageNumber) => listJobs(t, { options, sortBy, sortOrder, pageSize: 10, pageNumber })));
    const rows = pages.flatMap((page) => page.jobs);
    expect(new Set(jobIdsOf(rows)).size).toBe(30);
    const again = await listJobs(t, { options, sortBy, sortOrder, pageSize: 30 });
    expect(jobIdsOf(again.jobs)).toEqual(jobIdsOf(rows));
    const all = await everyJob(t, { options, sortBy, sortOrder });
    const direction = sortOrder === 'desc' ? -1 : 1;
    const rank = await rankOf(sortBy);
    const expected = [...all].sort((a, b) => {
      const [x, y] = [rank(a), rank(b)];
      if (x !== y) return (x < y ? -1 : 1) * direction;
      return (a.jobId < b.jobId ? -1 : 1) * direction;
    });
    expect(jobIdsOf(all)).toEqual(jobIdsOf(expected));
  });

  it('counts every row on every page and answers an empty page past the end', async () => {
    const first = await listJobs(t, { pageSize: 24 });
    expect(first.jobs).toHaveLength(24);
    expect(first.jobsCount).toBe(jobIdsWithStatus(DEFAULT_JOB_STATUSES).length);
    const beyond = await listJobs(t, { pageSize: 24, pageNumber: 100 });
    expect(beyond).toEqual({ jobs: [], jobsCount: first.jobsCount });
  });

  it('shows each row as the database holds it: modifier name, job type number, rates as numbers', async () => {
    const rows = await everyJob(t, { options: { statuses: [...JOB_POSTING_STATUSES] } });
    const stored = await rowsOf<{ id: string; modifier: string | null; job_type: string; bill_rate: string; local_bill_rate: string; approvers: number }>(
      t,
      sql`select j.id, m.first_name || ' ' || m.last_name as modifier, j.job_type, j.bill_rate::text, j.local_bill_rate::text,
                 (select count(*)::int from job_approvers ja where ja.job_id = j.id) as approvers
          from job_postings j left join users m on m.id = j.modified_by where j.network_id = ${northwind.id}`,
    );
    const byId = new Map(stored.map((row) => [row.id, row]));
    expect(rows).toHaveLength(stored.length);
    for (const row of rows) {
      const db = byId.get(row.jobId)!;
      expect(row.modifiedBy).toBe(db.modifier);
      expect(row.jobTypeId).toBe(db.job_type === 'PRN' ? 2 : 1);
      expect(row.jobType).toBe(db.job_type);
      expect(row.billRateActual).toBe(Number(db.bill_rate));
      expect(row.localBillRateActual).toBe(Number(db.local_bill_rate));
      expect(row.approverIds).toHaveLength(db.approvers);
      expect(row.jobOrExternalId).toBe(row.externalId);
    }
    expect(new Set(rows.map((row) => row.jobType))).toEqual(new Set(['Travel', 'PRN']));
  });

  it('leaves out local rates where the network does not show them', async () => {
    const lakeside = await listJobs(t, { pageSize: 100 }, DEMO.lakeside);
    expect(lakeside.jobs.length).toBeGreaterThan(0);
    expect(lakeside.jobs.every((row) => row.localBillRateActual === null && row.billRateActual !== null)).toBe(true);
  });
});

describe('the job filter options', () => {
  const counts = async (options: object) => {
    const res = await callAs(t, DEMO.admin, getJobFilterOptions, { options });
    expect(res.statusCode, res.body).toBe(200);
    return JobFilterCounts.parse(res.json());
  };

  it('counts each option over the default statuses, with the list count as result', async () => {
    const all = await counts({});
    expect(all.resultCount).toBe(jobIdsWithStatus(DEFAULT_JOB_STATUSES).length);
    for (const group of [all.hospitalCount, all.regionCount, all.unitCount, all.titleCount]) {
      expect(group.reduce((sum, option) => sum + option.count, 0)).toBe(all.resultCount);
      expect(group.map((option) => option.name)).toEqual([...group.map((option) => option.name)].sort((a, b) => a.localeCompare(b, 'en')));
    }
    expect(all.shiftCount.reduce((sum, option) => sum + option.value, 0)).toBe(all.resultCount);
  });

  it("counts each group under the other groups' selections, never hiding a choice's siblings", async () => {
    const all = await counts({});
    const hospital = all.hospitalCount[0]!;
    const title = all.titleCount[0]!;
    const options = { hospitalRequests: hospital.ids, titleRequests: title.ids };
    const narrowed = await counts(options);
    expect(narrowed.resultCount).toBe((await listJobs(t, { options })).jobsCount);
    // Hospitals are counted under the title alone, titles under the hospital alone.
    const underTitle = await counts({ titleRequests: title.ids });
    expect(narrowed.hospitalCount).toEqual(underTitle.hospitalCount);
    const underHospital = await counts({ hospitalRequests: hospital.ids });
    expect(narrowed.titleCount).toEqual(underHospital.titleCount);
    expect(narrowed.unitCount.reduce((sum, option) => sum + option.count, 0)).toBe(narrowed.resultCount);
    expect(narrowed.hospitalCount.length).toBeGreaterThan(1);
  });

  it('lists the statuses in their order, Declined and Pending Approval last', async () => {
    const res = await callAs(t, DEMO.general, getJobStatusesByUser);
    expect(res.statusCode).toBe(200);
    const statuses = ['Active', 'Pending Review', 'Closed', 'Cancelled', 'Filled', 'Declined', 'Pending Approval'];
    expect(res.json()).toEqual(statuses.map((value) => ({ value, label: value })));
  });
});
