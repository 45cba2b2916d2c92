import { sql, type SQL } from 'drizzle-orm';
import type { HistoryEntry, HistoryPage, HistoryQuery } from '@portal/domain/api/history';
import { actorOnBehalfOf } from '@portal/domain/decisions/decision-rules';
import { historyActionLabel } from '@portal/domain/history/history-labels';
import type { Tx } from '../../db/tenant';
import { isoTime, rowsOf } from '../sql-helpers';
import { changesOf, readReferenceNames } from './history-changes';

/**
 * Which audit rows make an entity's history: conditions on `audit_log a`, each served by the
 * `(entity, entity_id)` index on its own (an OR of them, with subqueries, could not be); and rows
 * the log does not hold but the history shows (`derived`, id 0 so they come last), with the columns
 * of `AUDIT_COLUMNS`.
 */
export interface HistoryRows {
  readonly conditions: readonly SQL[];
  readonly derived?: SQL;
}

const AUDIT_COLUMNS = sql`a.id, a.at, a.entity, a.action, a.actor_id, a.actor_description, a.before, a.after`;

interface AuditRow {
  id: string;
  at: string;
  entity: string;
  action: string;
  actor: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * The newest audit rows matching `rows`, older than the cursor: the newest of each condition, then
 * the newest of those. Who acted is the user's name, or the name kept in the row (internal users,
 * whom a tenant cannot read), or the integration key's description for a provider's system. One
 * row more than the page tells whether another page follows.
 */
const pageQuery = (rows: HistoryRows, query: HistoryQuery) => {
  const older = query.before === undefined ? sql`` : sql`and a.id < ${query.before}`;
  const branches = rows.conditions.map(
    (condition) => sql`(select ${AUDIT_COLUMNS} from audit_log a where (${condition}) ${older} order by a.id desc limit ${query.limit + 1})`,
  );
  if (rows.derived) branches.push(sql`(select ${AUDIT_COLUMNS} from (${rows.derived}) a where true ${older})`);
  return sql`
    select a.id::text as id, ${isoTime(sql`a.at`)} as at, a.entity, a.action,
           coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), a.after ->> 'actorName', a.actor_description) as actor,
           a.before, a.after
    from (${sql.join(branches, sql` union all `)}) a left join users u on u.id = a.actor_id
    order by a.id desc
    limit ${query.limit + 1}`;
};

/** Who acted; a decision a delegate made names the colleague it was made for too. */
const actorOf = (row: AuditRow): string | null => {
  const delegator = row.after?.onBehalfOfName;
  return row.actor && typeof delegator === 'string' ? actorOnBehalfOf(row.actor, delegator) : row.actor;
};

/** What an entry is about beyond its fields: the files a download or a provider's upload carried, the job replacing an assignment. */
const detailOf = (after: AuditRow['after']): string | null => {
  if (typeof after?.replacementJob === 'string') return `Job # ${after.replacementJob}`;
  const files = after?.files;
  if (Array.isArray(files)) return files.map(String).join(', ');
  return typeof after?.fileName === 'string' ? after.fileName : null;
};

/** One page of an entity's history, newest first, each entry as who did what, when, from what to what. */
export const readHistory = async (tx: Tx, rows: HistoryRows, query: HistoryQuery): Promise<HistoryPage> => {
  const found = rowsOf<AuditRow>(await tx.execute(pageQuery(rows, query)));
  const page = found.slice(0, query.limit);
  const names = await readReferenceNames(tx, page.flatMap((row) => [row.before, row.after]));
  const items = page.map(
    (row): HistoryEntry => ({
      id: row.id,
      at: row.at,
      action: historyActionLabel(row.entity, row.action),
      actor: actorOf(row),
      changes: changesOf(row.entity, row.before, row.after, names),
      detail: detailOf(row.after),
    }),
  );
  return { items, nextBefore: found.length > query.limit ? Number(page.at(-1)!.id) : null };
};
