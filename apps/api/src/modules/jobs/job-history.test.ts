import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { HISTORY_PAGE_MAX, type HistoryPage } from '@portal/domain/api/history';
import { getJobHistory, updateJob } from '@portal/domain/api/jobs';
import { callAs } from '../../test-support/call-as';
import { rowsOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import { editForm, hospitalNamed, jobRow, jobsIn, useJobTestApp } from './jobs.test-kit';

const { t, northwind, lakeside } = useJobTestApp();

const history = (email: string | null, id: string, query: Record<string, string> = {}) => callAs(t, email, getJobHistory, undefined, { params: { id }, query });

const nameOf = async (email: string) => {
  const [user] = await rowsOf<{ name: string }>(t, sql`select first_name || ' ' || last_name as name from users where email = ${email}`);
  return user!.name;
};

/** Active Northwind jobs without approvers, one per test so they do not interfere. */
const activeJob = async (index: number) => (await jobsIn(t.database.db, northwind.id, 'Active', 'without'))[index]!;

const edit = async (jobId: string, change: object) => {
  const res = await t.call(DEMO.admin, { method: 'PUT', url: callPath(updateJob), payload: await editForm(t.database.db, await jobRow(t.database.db, jobId), change) });
  expect(res.statusCode, res.body).toBe(200);
};

describe('Jobs/{id}/History: who may ask', () => {
  it('answers 401 without a token and 403 to Human Resources, which may not open job details', async () => {
    const job = await activeJob(0);
    expect((await history(null, job.id)).statusCode).toBe(401);
    expect((await history(DEMO.hr, job.id)).statusCode).toBe(403);
    expect((await history(DEMO.general, job.id)).statusCode).toBe(200);
  });

  it("answers 404 for another network's job and for one of a hospital the user does not see", async () => {
    const [ofLakeside] = await jobsIn(t.database.db, lakeside.id, 'Active');
    expect((await history(DEMO.admin, ofLakeside!.id)).statusCode).toBe(404);
    expect((await history(DEMO.lakeside, (await activeJob(0)).id)).statusCode).toBe(404);
    const bayside = await hospitalNamed(t.database.db, 'Northwind Bayside Hospital');
    const hidden = (await jobsIn(t.database.db, northwind.id, 'Active')).find((row) => row.hospitalId === bayside.id)!;
    expect((await history(DEMO.localAdmin, hidden.id)).statusCode).toBe(404);
    expect((await history(DEMO.admin, hidden.id)).statusCode).toBe(200);
  });

  it.each([
    [{ id: 'abc' }, {}, 'id must be a job id or a Job #'],
    [{}, { limit: '0' }, `limit must be 1 to ${HISTORY_PAGE_MAX}`],
    [{}, { limit: String(HISTORY_PAGE_MAX + 1) }, `limit must be 1 to ${HISTORY_PAGE_MAX}`],
    [{}, { before: 'x' }, 'before must be a history cursor'],
    [{}, { before: '-3' }, 'before must be a history cursor'],
  ])('answers 400 to %j %j: %s', async (params, query, message) => {
    const job = await activeJob(0);
    const res = await callAs(t, DEMO.admin, getJobHistory, undefined, { params: { id: job.id, ...params }, query });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('Jobs/{id}/History: what it lists', () => {
  it('shows an edit newest first, by its actor, with each changed field from before to after by its label', async () => {
    const job = await activeJob(1);
    await edit(job.id, { notes: 'First note' });
    await edit(job.id, { notes: 'Second note', availablePositions: job.availablePositions + 1, duration: 20 });

    const res = await history(DEMO.general, job.externalId);
    expect(res.statusCode).toBe(200);
    const page: HistoryPage = res.json();
    expect(page.items).toHaveLength(2);
    const [latest, first] = page.items;
    expect(latest).toMatchObject({ action: 'Edited', actor: await nameOf(DEMO.admin), detail: null });
    expect(latest!.changes).toEqual(
      expect.arrayContaining([
        { field: 'Assignment Duration', from: `${job.durationWeeks} Weeks`, to: '20 Weeks' },
        { field: 'Number of Positions', from: String(job.availablePositions), to: String(job.availablePositions + 1) },
        { field: 'Notes', from: 'First note', to: 'Second note' },
      ]),
    );
    // Fields the edits left alone are not listed.
    expect(latest!.changes.map((change) => change.field)).not.toContain('Unit');
    expect(first!.changes).toContainEqual({ field: 'Notes', from: job.notes, to: 'First note' });
    expect(first!.changes.map((change) => change.field)).not.toContain('Assignment Duration');
    expect(Date.parse(latest!.at)).toBeGreaterThanOrEqual(Date.parse(first!.at));
    expect(page.nextBefore).toBeNull();
  });

  it('pages with a cursor: each page holds the next older entries until none is left', async () => {
    const job = await activeJob(2);
    for (const note of ['a', 'b', 'c']) await edit(job.id, { notes: note });
    const noteOf = (entry: HistoryPage['items'][number]) => entry.changes.find((change) => change.field === 'Notes')?.to;
    const first: HistoryPage = (await history(DEMO.admin, job.id, { limit: '2' })).json();
    expect(first.items.map(noteOf)).toEqual(['c', 'b']);
    expect(first.nextBefore).not.toBeNull();
    const second: HistoryPage = (await history(DEMO.admin, job.id, { limit: '2', before: String(first.nextBefore) })).json();
    expect(second.items.map(noteOf)).toEqual(['a']);
    expect(second.nextBefore).toBeNull();
  });

  it("lists nothing of another job's audit rows", async () => {
    const job = await activeJob(3);
    const page: HistoryPage = (await history(DEMO.admin, job.id)).json();
    const stored = await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from audit_log where entity = 'job_posting' and entity_id = ${job.id}`);
    expect(page.items).toHaveLength(stored[0]!.n);
  });
});
