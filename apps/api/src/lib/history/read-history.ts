import { sql, type SQL } from 'drizzle-orm';
import type { HistoryEntry, HistoryPage, HistoryQuery } from '@portal/domain/api/history';
import { historyActionLabel } from '@portal/domain/history/history-labels';
import type { Tx } from '../../db/tenant';
import { isoTime, rowsOf } from '../sql-helpers';
import { changesOf, readReferenceNames } from './history-changes';

/** Which audit rows make an entity's history: a condition on `audit_log a`. */
export type HistoryRows = SQL & { readonly __historyRows: true };

export const historyRows = (condition: SQL): HistoryRows => condition as HistoryRows;

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
 * The newest audit rows matching `rows`, older than the cursor. Who acted is the user's name, or the
 * name kept in the row (internal users, whom a tenant cannot read), or the integration key's
 * description for a provider's system. One row more than the page tells whether another page follows.
 */
const pageQuery = (rows: HistoryRows, query: HistoryQuery) => sql`
  select a.id::text as id, ${isoTime(sql`a.at`)} as at, a.entity, a.action,
         coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), a.after ->> 'actorName', a.actor_description) as actor,
         a.before, a.after
  from audit_log a left join users u on u.id = a.actor_id
  where (${rows}) ${query.before === undefined ? sql`` : sql`and a.id < ${query.before}`}
  order by a.id desc
  limit ${query.limit + 1}`;

/** What an entry is about beyond its fields: the files a download or a provider's upload carried. */
const detailOf = (after: AuditRow['after']): string | null => {
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
      actor: row.actor,
      changes: changesOf(row.entity, row.before, row.after, names),
      detail: detailOf(row.after),
    }),
  );
  return { items, nextBefore: found.length > query.limit ? Number(page.at(-1)!.id) : null };
};
