import { sql, type SQL } from 'drizzle-orm';
import type { DecisionItem, MyDecisions, MyDecisionsQuery } from '@portal/domain/api/my-decisions';
import type { z } from 'zod';
import type { DecisionKind } from '@portal/domain/decisions/decision-rules';
import { allows, can } from '@portal/domain/access/access-rule';
import { requestInterview } from '@portal/domain/api/interviews';
import { jobActions } from '@portal/domain/jobs/job-rules';
import { MY_DECISIONS_LISTED_MAX } from '@portal/domain/limits';
import { executePrepared } from '../../db/prepared';
import type { Tx } from '../../db/tenant';
import { firstRow, rowsOf } from '../../lib/sql-helpers';
import type { DecisionMaker } from './decision-conditions';
import { delegationsToMe } from './delegations-to-me';
import { dueTimes, overdueConditions } from './decision-conditions';
import { queueSources, type QueueSource } from './queue-sources';

interface QueueRow {
  kind: DecisionKind;
  id: string;
  version: number;
  name: string;
  detail: string;
  hospital: string;
  waiting: string;
  dueAt: Date | string;
  /** The due time in microseconds, as the cursor must carry it: milliseconds would repeat or skip an item. */
  dueKey: string;
  overdue: boolean;
  designated: boolean;
  extensionStart: string | null;
  extensionEnd: string | null;
  onBehalfOfId: string | null;
  exceptions: number;
}

/**
 * Each kind's first items in due order. The limit is taken over the kind's own table alone, walked
 * by the index that holds that order (created_at, submitted_at, end_date: each kind's due time is
 * its column plus a constant of the network), and only those rows are joined to their names: joined
 * first, PostgreSQL would read every waiting row of a large network before sorting.
 */
const kindRows = (source: QueueSource, page: QueuePage, limit: number): SQL[] => {
  const { maker } = source;
  const due = dueTimes(maker.visibility.networkId);
  const where = pageConditions(source, page);
  const whose = sql`${source.onBehalfOf?.id ?? null}::uuid as on_behalf_of_id`;
  const parts: SQL[] = [];
  if (where.job) {
    parts.push(sql`(select 'job' as kind, j.id, j.version, t.name as name, j.external_id as detail, h.name as hospital,
        coalesce(u.first_name || ' ' || u.last_name, 'The provider') as waiting, j.due_at,
        exists (select 1 from job_approvers a join users au on au.id = a.user_id
                where a.job_id = j.id and a.user_id = ${maker.userId}::uuid and au.is_job_approver) as designated,
        null::date as extension_start, null::date as extension_end, 0 as exceptions, ${whose}
      from (select j.*, ${due.job} as due_at from job_postings j where ${where.job} order by j.created_at, j.id limit ${limit}) j
      join hospitals h on h.id = j.hospital_id join titles t on t.id = j.title_id
      left join users u on u.id = j.created_by)`);
  }
  if (where.candidate) {
    parts.push(sql`(select 'candidate' as kind, d.id, d.version, c.first_name || ' ' || c.last_name as name, d.title as detail,
        h.name as hospital, c.first_name || ' ' || c.last_name as waiting, d.due_at, false as designated,
        null::date as extension_start, null::date as extension_end, 0 as exceptions, ${whose}
      from (select d.id, d.version, d.title, d.clinician_id, d.hospital_id, ${due.candidate} as due_at from deals d
            where ${where.candidate} order by d.submitted_at, d.id limit ${limit}) d
      join clinicians c on c.id = d.clinician_id join hospitals h on h.id = d.hospital_id)`);
  }
  if (where.extension) {
    parts.push(sql`(select 'extension' as kind, d.id, d.version, c.first_name || ' ' || c.last_name as name, d.title as detail,
        h.name as hospital, c.first_name || ' ' || c.last_name as waiting, d.due_at, false as designated,
        x.start_date as extension_start, x.end_date as extension_end, 0 as exceptions, ${whose}
      from (select d.id, d.version, d.title, d.clinician_id, d.hospital_id, ${due.extension} as due_at from deals d
            where ${where.extension} order by d.end_date, d.id limit ${limit}) d
      join clinicians c on c.id = d.clinician_id join hospitals h on h.id = d.hospital_id
      left join lateral (select e.start_date, e.end_date from extension_requests e
                         where e.deal_id = d.id and e.is_active order by e.requested_at desc limit 1) x on true)`);
  }
  if (where.evaluation) {
    parts.push(sql`(select 'evaluation' as kind, d.id, d.version, c.first_name || ' ' || c.last_name as name, d.title as detail,
        h.name as hospital, c.first_name || ' ' || c.last_name as waiting, d.due_at, false as designated,
        null::date as extension_start, d.end_date as extension_end, 0 as exceptions, ${whose}
      from (select d.id, d.version, d.title, d.clinician_id, d.hospital_id, d.end_date, ${due.evaluation} as due_at from deals d
            where ${where.evaluation} order by d.end_date, d.id limit ${limit}) d
      join clinicians c on c.id = d.clinician_id join hospitals h on h.id = d.hospital_id)`);
  }
  if (where.timecard) {
    // The week it is, in the traveller's line: 'Week of 2026-11-16'.
    parts.push(sql`(select 'timecard' as kind, t.id, t.version, c.first_name || ' ' || c.last_name as name, 'Week of ' || to_char(t.week_start, 'MM/DD/YYYY') as detail,
        h.name as hospital, c.first_name || ' ' || c.last_name as waiting, t.due_at, false as designated,
        null::date as extension_start, null::date as extension_end, t.exceptions::int as exceptions, ${whose}
      from (select t.id, t.version, t.deal_id, t.hospital_id, t.week_start, t.exceptions, t.due_at from timecards t
            where ${where.timecard} order by t.due_at, t.id limit ${limit}) t
      join deals d on d.id = t.deal_id join clinicians c on c.id = d.clinician_id join hospitals h on h.id = t.hospital_id)`);
  }
  return parts;
};

/** A page of the queue: one kind or all, the overdue only or all, after a cursor in due order. */
export interface QueuePage {
  kind?: DecisionKind | undefined;
  overdueOnly: boolean;
  after?: { dueAt: string; id: string } | undefined;
}

const ALIAS: Record<DecisionKind, SQL> = { job: sql`j.id`, candidate: sql`d.id`, extension: sql`d.id`, evaluation: sql`d.id`, timecard: sql`t.id` };

/**
 * Each kind's conditions narrowed to the page. The cursor compares the due time, which orders a kind's
 * rows as its indexed column does (the column plus the network's constant), so the walk stays on the index.
 */
const pageConditions = (source: QueueSource, page: QueuePage): QueueSource['where'] => {
  const due = dueTimes(source.maker.visibility.networkId);
  const overdue = overdueConditions(source.maker.visibility.networkId);
  const narrowed = (kind: DecisionKind): SQL | null => {
    const where = source.where[kind];
    if (!where || (page.kind && page.kind !== kind)) return null;
    const conditions = [where];
    if (page.overdueOnly) conditions.push(overdue[kind]);
    if (page.after) conditions.push(sql`(${due[kind]}, ${ALIAS[kind]}) > (${page.after.dueAt}::timestamptz, ${page.after.id}::uuid)`);
    return sql.join(conditions, sql` and `);
  };
  return { job: narrowed('job'), candidate: narrowed('candidate'), extension: narrowed('extension'), evaluation: narrowed('evaluation'), timecard: narrowed('timecard') };
};

const countOf = (from: SQL, where: SQL, overdue: SQL): SQL =>
  sql`(select jsonb_build_array(count(*), count(*) filter (where ${overdue})) from ${from} where ${where})`;

const countsOf = (source: QueueSource): SQL => {
  const { where } = source;
  const overdue = overdueConditions(source.maker.visibility.networkId);
  const none = sql`jsonb_build_array(0, 0)`;
  return sql`select
    ${where.job ? countOf(sql`job_postings j`, where.job, overdue.job) : none} as job,
    ${where.candidate ? countOf(sql`deals d`, where.candidate, overdue.candidate) : none} as candidate,
    ${where.extension ? countOf(sql`deals d`, where.extension, overdue.extension) : none} as extension,
    ${where.evaluation ? countOf(sql`deals d`, where.evaluation, overdue.evaluation) : none} as evaluation,
    ${where.timecard ? countOf(sql`timecards t`, where.timecard, overdue.timecard) : none} as timecard`;
};

/** Each source's counts, added up in one statement (the sources hold no item twice). */
const counts = (sources: readonly QueueSource[]): SQL => {
  if (sources.length === 1) return countsOf(sources[0]!);
  const sum = (kind: DecisionKind) =>
    sql`jsonb_build_array(sum((${sql.raw(kind)} ->> 0)::int), sum((${sql.raw(kind)} ->> 1)::int))`;
  return sql`select ${sum('job')} as job, ${sum('candidate')} as candidate, ${sum('extension')} as extension, ${sum('evaluation')} as evaluation, ${sum('timecard')} as timecard
    from (${sql.join(sources.map(countsOf), sql` union all `)}) c`;
};

const actionsOf = (source: QueueSource, row: QueueRow): DecisionItem['actions'] => {
  const { maker } = source;
  if (row.kind === 'job') {
    const actions = jobActions('Pending Approval', { ...maker.access, isDesignatedApprover: row.designated, isCreator: false });
    return { approve: actions.approve, decline: actions.decline, interview: false };
  }
  // Every queued candidate is Ready for Review (QUEUED_CANDIDATE_STATUSES), the status an interview is
  // asked from; it is asked as oneself (RequestInterview has no onBehalfOf), so not of a delegated item.
  if (row.kind === 'candidate') return { approve: true, decline: true, interview: !source.onBehalfOf && allows(maker.access, requestInterview.access) };
  // An evaluation is written on the assignment's page, which the item opens.
  if (row.kind === 'evaluation') return { approve: false, decline: false, interview: false };
  // A clean week is approved in one tap; one with exceptions, and any rejection, is decided on its page.
  if (row.kind === 'timecard') return { approve: row.exceptions === 0, decline: false, interview: false };
  return { approve: can(maker.access, 'ApproveExtension'), decline: can(maker.access, 'RejectExtension'), interview: false };
};

/** The request's query as a page of the queue. */
export const queuePageOf = (query: z.output<typeof MyDecisionsQuery>): QueuePage => ({
  kind: query.kind,
  overdueOnly: query.overdue === 'true',
  after: query.afterDue && query.afterId ? { dueAt: query.afterDue, id: query.afterId } : undefined,
});

/** A page of the queue's items, soonest due first (so the overdue lead), and the cursor of the next. */
const queueItems = async (tx: Tx, sources: readonly QueueSource[], page: QueuePage): Promise<Pick<MyDecisions, 'items' | 'next'>> => {
  // One more than a page: whether it comes says whether there is a next page.
  const parts = sources.flatMap((source) => kindRows(source, page, MY_DECISIONS_LISTED_MAX + 1));
  const fetched =
    parts.length === 0
      ? []
      : rowsOf<QueueRow>(
          await executePrepared(tx, sql`select kind, id, version, name, detail, hospital, waiting, due_at as "dueAt", due_at < now() as overdue,
              to_char(due_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "dueKey",
              designated, extension_start as "extensionStart", extension_end as "extensionEnd", exceptions, on_behalf_of_id as "onBehalfOfId"
            from (${sql.join(parts, sql` union all `)}) q order by due_at, id limit ${MY_DECISIONS_LISTED_MAX + 1}`),
        );
  const rows = fetched.slice(0, MY_DECISIONS_LISTED_MAX);
  const last = rows.at(-1);
  const sourceOf = (row: QueueRow) => sources.find((source) => (source.onBehalfOf?.id ?? null) === row.onBehalfOfId) ?? sources[0]!;
  return {
    items: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      version: row.version,
      name: row.name,
      detail: row.detail,
      extension: row.kind === 'extension' && row.extensionStart && row.extensionEnd ? { startDate: row.extensionStart, endDate: row.extensionEnd } : null,
      endDate: row.kind === 'evaluation' ? row.extensionEnd : null,
      hospital: row.hospital,
      waiting: row.waiting,
      exceptions: row.exceptions,
      dueAt: new Date(row.dueAt).toISOString(),
      overdue: row.overdue,
      actions: actionsOf(sourceOf(row), row),
      onBehalfOf: sourceOf(row).onBehalfOf,
    })),
    next: fetched.length > rows.length && last ? { afterDue: last.dueKey, afterId: last.id } : null,
  };
};

/** How many items of each kind wait, and how many of them all are overdue, whatever the page asked for. */
const queueCounts = async (tx: Tx, sources: readonly QueueSource[]): Promise<Pick<MyDecisions, 'counts' | 'overdue'>> => {
  const totals = firstRow<Record<DecisionKind, [number, number]>>(await executePrepared(tx, counts(sources)));
  const count = (kind: DecisionKind) => totals?.[kind] ?? [0, 0];
  return {
    counts: { job: count('job')[0], candidate: count('candidate')[0], extension: count('extension')[0], evaluation: count('evaluation')[0], timecard: count('timecard')[0] },
    overdue: count('job')[1] + count('candidate')[1] + count('extension')[1] + count('evaluation')[1] + count('timecard')[1],
  };
};

type InTenant = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

/**
 * My decisions: the items the caller may decide now (theirs and those colleagues delegated to them), a
 * page of MY_DECISIONS_LISTED_MAX at a time, and the counts. Both statements are prepared (planning
 * the union costs more than running it). The page and the counts are independent reads, so each runs
 * in a tenant transaction of its own, at the same time on two connections of the pool: on PostgreSQL
 * the answer takes the longer of the two rather than their sum (docs/decisions/0166); on the embedded
 * database, which has one connection, they run one after the other. Each reads the delegations itself.
 */
export const loadMyDecisions = async (inTenant: InTenant, maker: DecisionMaker, page: QueuePage = { overdueOnly: false }): Promise<MyDecisions> => {
  const sourcesIn = async (tx: Tx) => queueSources(maker, await delegationsToMe(tx, maker));
  const [items, totals] = await Promise.all([
    inTenant(async (tx) => queueItems(tx, await sourcesIn(tx), page)),
    inTenant(async (tx) => queueCounts(tx, await sourcesIn(tx))),
  ]);
  return { ...items, ...totals };
};
