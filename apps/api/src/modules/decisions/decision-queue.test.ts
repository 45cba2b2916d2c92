import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import { getMyDecisions } from '@portal/domain/api/my-decisions';
import { callAs } from '../../test-support/call-as';
import { dealsIn, evaluationsWaitingIn, hospitalIdsOf, jobsAwaitingApprovalBy, queueOf } from './decisions.test-kit';
import { useDemoTestApp } from '../../test-support/demo-test-app';

const { t, ids } = useDemoTestApp();

describe('My decisions: the queue', () => {
  it("holds the general user's designated jobs, their hospitals' candidates ready for review and extension offers, soonest due first", async () => {
    const queue = await queueOf(t, DEMO.general);
    const hospitals = new Set(await hospitalIdsOf(t, DEMO.general));
    const candidates = (await dealsIn(t, ids.northwind, ['Ready for Review'])).filter((d) => hospitals.has(d.hospitalId));
    const extensions = (await dealsIn(t, ids.northwind, ['Extension Offered'])).filter((d) => hospitals.has(d.hospitalId));
    const jobs = await jobsAwaitingApprovalBy(t, DEMO.general);
    const evaluations = (await evaluationsWaitingIn(t, ids.northwind)).filter((d) => hospitals.has(d.hospitalId));
    const timecards = (
      await rowsOf<{ id: string; hospitalId: string; exceptions: number }>(
        t,
        sql`select id, hospital_id as "hospitalId", exceptions from timecards where network_id = ${ids.northwind} and status in ('Submitted', 'Adjusted')`,
      )
    ).filter((week) => hospitals.has(week.hospitalId));

    expect(queue.counts).toEqual({ job: jobs.length, candidate: candidates.length, extension: extensions.length, evaluation: evaluations.length, timecard: timecards.length });
    expect(jobs.length).toBeGreaterThan(0);
    expect(extensions.length).toBeGreaterThan(0);
    expect(evaluations.length).toBeGreaterThan(0);
    const total = jobs.length + candidates.length + extensions.length + evaluations.length + timecards.length;
    expect(queue.items).toHaveLength(Math.min(total, 100));
    const byKind = (kind: string) => queue.items.filter((item) => item.kind === kind);
    // The list stops at 100, soonest due first; the counts cover every item.
    for (const item of byKind('job')) expect(jobs.map((j) => j.id)).toContain(item.id);
    for (const item of byKind('candidate')) expect(candidates.map((c) => c.id)).toContain(item.id);
    for (const item of byKind('extension')) expect(extensions.map((c) => c.id)).toContain(item.id);
    for (const item of byKind('evaluation')) expect(evaluations.map((c) => c.id)).toContain(item.id);
    // A week is approved from the queue only when it has no exceptions, and rejected on its page alone.
    for (const item of byKind('timecard')) {
      const week = timecards.find((one) => one.id === item.id)!;
      expect(item).toMatchObject({ exceptions: week.exceptions, actions: { approve: week.exceptions === 0, decline: false } });
    }

    const due = queue.items.map((item) => item.dueAt);
    expect(due).toEqual([...due].sort());
    const now = new Date().toISOString();
    for (const item of queue.items) expect(item.overdue).toBe(item.dueAt < now);
    const overdueLead = queue.items.filter((item) => item.overdue);
    expect(queue.items.slice(0, overdueLead.length)).toEqual(overdueLead);
    expect(queue.overdue).toBeGreaterThanOrEqual(queue.items.filter((item) => item.overdue).length);
    // An evaluation is written on its assignment's page, which the item opens; a timecard's actions are above.
    // A candidate of one's own, Ready for Review, may also be asked to an interview (docs/decisions/0155).
    const expected = (kind: string) =>
      kind === 'evaluation' ? { approve: false, decline: false, interview: false } : { approve: true, decline: true, interview: kind === 'candidate' };
    for (const item of queue.items.filter((one) => one.kind !== 'timecard')) expect(item.actions).toEqual(expected(item.kind));
    expect(byKind('candidate').length).toBeGreaterThan(0);
  });

  it("gives each item its network's clock: the job approval hours, the review hours, the extension reply days", async () => {
    const queue = await queueOf(t, DEMO.general);
    const [clock] = await rowsOf<{ job: number; candidate: number; extension: number }>(
      t,
      sql`select job_approval_hours as job, candidate_review_hours as candidate, extension_reply_days as extension from networks where id = ${ids.northwind}`,
    );
    const job = queue.items.find((item) => item.kind === 'job')!;
    const [jobRow] = await rowsOf<{ at: string }>(t, sql`select created_at as at from job_postings where id = ${job.id}`);
    expect(new Date(job.dueAt).getTime()).toBe(new Date(jobRow!.at).getTime() + clock!.job * 3_600_000);
    const extension = queue.items.find((item) => item.kind === 'extension')!;
    const [dealRow] = await rowsOf<{ end: string }>(t, sql`select end_date::text as end from deals where id = ${extension.id}`);
    expect(new Date(extension.dueAt).getTime()).toBe(Date.parse(`${dealRow!.end}T00:00:00Z`) - clock!.extension * 86_400_000);
  });

  it('gives an admin every waiting job of the network but those they created themselves', async () => {
    const queue = await queueOf(t, DEMO.admin);
    const jobs = await rowsOf<{ id: string }>(
      t,
      sql`select j.id from job_postings j where j.network_id = ${ids.northwind} and j.posting_status = 'Pending Approval'
            and j.created_by is distinct from (select id from users where email = ${DEMO.admin})`,
    );
    expect(queue.counts.job).toBe(jobs.length);
    const candidates = await dealsIn(t, ids.northwind, ['Ready for Review']);
    expect(queue.counts.candidate).toBe(candidates.length);
  });

  it("holds nothing of another network: Lakeside's user sees only Lakeside's items", async () => {
    const queue = await queueOf(t, DEMO.lakeside);
    const lakeside = new Set([
      ...(await dealsIn(t, ids.lakeside, ['Ready for Review', 'Pending Review', 'Extension Offered'])).map((d) => d.id),
      ...(await evaluationsWaitingIn(t, ids.lakeside)).map((d) => d.id),
      ...(await rowsOf<{ id: string }>(t, sql`select id from job_postings where network_id = ${ids.lakeside}`)).map((j) => j.id),
    ]);
    expect(queue.items.length).toBeGreaterThan(0);
    for (const item of queue.items) expect(lakeside.has(item.id)).toBe(true);
  });

  it('reaches every item a page at a time, in due order, with no item twice', async () => {
    const first = await queueOf(t, DEMO.general);
    const total = first.counts.job + first.counts.candidate + first.counts.extension + first.counts.evaluation + first.counts.timecard;
    expect(total).toBeGreaterThan(100);
    // The cursor keeps the microseconds a due time has, so two items of one millisecond page apart correctly.
    expect(first.next?.afterDue).toMatch(/\.\d{6}Z$/);
    const seen = [...first.items];
    let next = first.next;
    while (next) {
      const page = await queueOf(t, DEMO.general, next);
      expect(page.counts).toEqual(first.counts);
      seen.push(...page.items);
      next = page.next;
    }
    expect(seen).toHaveLength(total);
    // An Extension Offered assignment ending within two weeks is both an offer and an evaluation due: one item of each kind.
    expect(new Set(seen.map((item) => `${item.kind} ${item.id}`)).size).toBe(total);
    const order = seen.map((item) => `${item.dueAt} ${item.id}`);
    expect(order).toEqual([...order].sort());
  });

  it('lists one kind, or the overdue only, while the counts keep covering everything', async () => {
    const all = await queueOf(t, DEMO.general);
    for (const kind of ['job', 'candidate', 'extension', 'evaluation', 'timecard'] as const) {
      const page = await queueOf(t, DEMO.general, { kind });
      expect(page.counts).toEqual(all.counts);
      expect(page.items.length).toBe(Math.min(all.counts[kind], 100));
      for (const item of page.items) expect(item.kind).toBe(kind);
    }
    const overdue = await queueOf(t, DEMO.general, { overdue: 'true' });
    expect(overdue.items.length).toBe(Math.min(all.overdue, 100));
    for (const item of overdue.items) expect(item.overdue).toBe(true);
    const overdueJobs = await queueOf(t, DEMO.general, { kind: 'job', overdue: 'true' });
    for (const item of overdueJobs.items) expect(item).toMatchObject({ kind: 'job', overdue: true });
  });

  it('refuses a half cursor or an unknown kind with 400', async () => {
    const halfCursor = await callAs(t, DEMO.general, getMyDecisions, undefined, { query: { afterDue: '2026-01-01T00:00:00.000Z' } });
    expect(halfCursor.statusCode).toBe(400);
    expect(halfCursor.body).toContain('afterDue and afterId are given together');
    const unknownKind = await callAs(t, DEMO.general, getMyDecisions, undefined, { query: { kind: 'invoice' } });
    expect(unknownKind.statusCode).toBe(400);
  });
});
