import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CandidateFilterCounts, downloadCandidates, getCandidateFilterCounts, getCandidateFilterOptions, getCandidateStatus } from '@portal/domain/api/candidate-list';
import { callAs } from '../../test-support/call-as';
import { rowsOf } from '../../test-support/demo-records';
import { exportedRows, shownDate } from '../../test-support/read-export';
import { DEMO } from '../../test-support/test-app';
import { candidatesIn, listCandidates } from './candidates.test-kit';
import { useDemoTestApp } from '../../test-support/demo-test-app';

const { t, ids } = useDemoTestApp();

const HOUR_MS = 3_600_000;

describe('the candidate list', () => {
  it('shows Ready for Review by default, sorted by available start date, with the review clock', async () => {
    const ready = await candidatesIn(t, ids.northwind, 'Ready for Review');
    const page = await listCandidates(t, {});
    expect(page.candidatesCount).toBe(ready.length);
    expect(page.candidates).toHaveLength(24);
    const starts = page.candidates.map((c) => c.candidateStartDate);
    expect(starts).toEqual([...starts].sort());
    for (const candidate of page.candidates) {
      expect(candidate.candidateStatus).toBe('Ready for Review');
      const reviewBy = Date.parse(candidate.reviewBy!);
      expect(reviewBy - Date.parse(candidate.submittedAt)).toBe(48 * HOUR_MS);
      expect(candidate.isOverdue).toBe(reviewBy < Date.now());
    }
  });

  it('has no review-by time once decided, and offers the statuses with their display labels', async () => {
    const page = await listCandidates(t, { options: { statuses: ['Offered', 'Declined'] } });
    expect(page.candidates.length).toBeGreaterThan(0);
    expect(page.candidates.every((c) => c.reviewBy === null && !c.isOverdue)).toBe(true);
    const statuses = await callAs(t, DEMO.general, getCandidateStatus);
    expect(statuses.json()).toContainEqual({ value: 'Offered', label: 'Offer Pending' });
    expect(statuses.json()).toContainEqual({ value: 'Declined', label: 'Declined Pending' });
  });

  it('sorts by review-by time and by last name, both ways', async () => {
    const soonest = await listCandidates(t, { sortBy: 'reviewby', sortOrder: 'asce', pageSize: 100 });
    const times = soonest.candidates.map((c) => c.reviewBy!);
    expect(times).toEqual([...times].sort());
    const latest = await listCandidates(t, { sortBy: 'reviewby', sortOrder: 'desc', pageSize: 5 });
    expect(latest.candidates[0]!.reviewBy! >= times[times.length - 1]!).toBe(true);
    const byLast = await listCandidates(t, { sortBy: 'lastname', sortOrder: 'desc', pageSize: 100 });
    const names = byLast.candidates.map((c) => c.candidateLastName);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en')));
  });

  it('keeps only the overdue ones when asked, as the dashboard count does', async () => {
    const overdue = await listCandidates(t, { options: { overdueOnly: true }, pageSize: 100 });
    expect(overdue.candidatesCount).toBeGreaterThan(0);
    expect(overdue.candidates.every((c) => c.isOverdue)).toBe(true);
    const [row] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from deals where network_id = ${ids.northwind} and stage = 'candidate'
          and status = 'Ready for Review' and submitted_at < now() - interval '48 hours'`,
    );
    expect(overdue.candidatesCount).toBe(row!.n);
  });

  it('searches by name and filters by hospital and job', async () => {
    const [first] = (await listCandidates(t, {})).candidates;
    const found = await listCandidates(t, { options: { searchName: first!.candidateLastName.slice(0, 3).toLowerCase() } });
    expect(found.candidates.map((c) => c.dealId)).toContain(first!.dealId);
    const atHospital = await listCandidates(t, { options: { hospitalRequests: [first!.jobEntity.hospitalId] }, pageSize: 100 });
    expect(atHospital.candidates.every((c) => c.jobEntity.hospitalId === first!.jobEntity.hospitalId)).toBe(true);
    const forJob = await listCandidates(t, { options: { jobRequests: [first!.jobEntity.jobId!] }, pageSize: 100 });
    expect(forJob.candidates.every((c) => c.jobEntity.jobId === first!.jobEntity.jobId)).toBe(true);
    expect(forJob.candidates.map((c) => c.dealId)).toContain(first!.dealId);
  });

  it('counts the drawer options as the list filters them', async () => {
    for (const call of [getCandidateFilterOptions, getCandidateFilterCounts]) {
      const res = await callAs(t, DEMO.admin, call, {});
      expect(res.statusCode, res.body).toBe(200);
      const counts = CandidateFilterCounts.parse(res.json());
      expect(counts.resultCount).toBe((await listCandidates(t, {})).candidatesCount);
      expect(counts.hospitalCount.reduce((sum, option) => sum + option.count, 0)).toBe(counts.resultCount);
      const job = counts.jobCount[0]!;
      expect(job.name).toMatch(/\(CPT\d{8}\)$/);
      const filtered = await listCandidates(t, { options: { jobRequests: job.ids } });
      expect(filtered.candidatesCount).toBe(job.count);
    }
  });

  it('gives another network none of Northwind', async () => {
    const [northwindCandidate] = await candidatesIn(t, ids.northwind, 'Ready for Review');
    const page = await listCandidates(t, { options: { hospitalRequests: [northwindCandidate!.hospitalId] } }, DEMO.lakeside);
    expect(page.candidatesCount).toBe(0);
    const counts = await callAs(t, DEMO.lakeside, getCandidateFilterCounts, { options: { hospitalRequests: [northwindCandidate!.hospitalId] } });
    expect(counts.statusCode).toBe(200);
    const parsed = CandidateFilterCounts.parse(counts.json());
    expect(parsed.resultCount).toBe(0);
    expect(parsed.hospitalCount.flatMap((option) => option.ids)).not.toContain(northwindCandidate!.hospitalId);
  });

  it.each(['csv', 'xlsx'] as const)('exports the filtered list as %s, named as the other exports', async (format) => {
    const res = await callAs(t, DEMO.admin, downloadCandidates, { pageSize: 1000 }, { query: { format } });
    const rows = await exportedRows(res, format, 'CandidateList');
    const page = await listCandidates(t, { pageSize: 100 });
    expect(rows).toHaveLength(page.candidatesCount + 1);
    expect(rows[0]).toContain('Review By');
    expect(rows[1]![0]).toBe(page.candidates[0]!.candidateLastName);
    expect(rows[1]).toContain(shownDate(page.candidates[0]!.candidateStartDate));
  });
});
