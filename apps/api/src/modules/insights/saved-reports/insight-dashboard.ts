import { sql } from 'drizzle-orm';
import type { InsightDashboard } from '@portal/domain/api/custom-reports';
import { DEFAULT_DASHBOARD_REPORTS } from '@portal/domain/insights/saved-reports';
import type { Actor } from '../../../context/actor';
import type { Visibility } from '../../../context/visibility';
import { writeAudit } from '../../../db/audit';
import { insightDashboards } from '../../../db/schema/insights';
import type { Tx } from '../../../db/tenant';
import { HttpError } from '../../../http-errors';
import { firstRow } from '../../../lib/sql-helpers';
import { summaryOf } from '../insight-report';
import { openAnyReport } from './open-any-report';

const pinnedIds = async (tx: Tx, actor: Actor): Promise<string[] | undefined> =>
  firstRow<{ reportIds: string[] }>(
    await tx.execute(sql`select report_ids as "reportIds" from insight_dashboards where user_id = ${actor.userId} and network_id = ${actor.networkId}`),
  )?.reportIds;

/** The summaries of the reports the user may still open, in order: a report unshared or deleted since it was pinned drops out. */
const openable = async (tx: Tx, actor: Actor, visibility: Visibility, ids: readonly string[]) => {
  const reports = [];
  for (const id of ids) {
    try {
      reports.push(summaryOf((await openAnyReport(tx, actor, visibility, id)).definition));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    }
  }
  return reports;
};

/** The user's pinned reports in their order, or the default set while they have arranged none. */
export const loadDashboard = async (tx: Tx, actor: Actor, visibility: Visibility): Promise<InsightDashboard> => {
  const pinned = await pinnedIds(tx, actor);
  return { arranged: pinned !== undefined, reports: await openable(tx, actor, visibility, pinned ?? DEFAULT_DASHBOARD_REPORTS) };
};

/** Keeps the user's whole list of pinned reports in order (pin, unpin and move are each a new list); every id must be one they may open. */
export const saveDashboard = async (tx: Tx, actor: Actor, visibility: Visibility, reportIds: readonly string[]): Promise<InsightDashboard> => {
  for (const id of reportIds) await openAnyReport(tx, actor, visibility, id);
  const before = await pinnedIds(tx, actor);
  await tx
    .insert(insightDashboards)
    .values({ networkId: actor.networkId, userId: actor.userId, reportIds: [...reportIds] })
    .onConflictDoUpdate({ target: [insightDashboards.userId, insightDashboards.networkId], set: { reportIds: [...reportIds], updatedAt: sql`now()` } });
  await writeAudit(tx, { networkId: actor.networkId, actorId: actor.userId, entity: 'insight_dashboard', entityId: actor.userId, action: 'arrange', before: before ?? null, after: reportIds });
  return { arranged: true, reports: await openable(tx, actor, visibility, reportIds) };
};
