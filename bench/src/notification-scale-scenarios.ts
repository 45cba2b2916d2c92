import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { callPath } from '@portal/domain/api/call';
import { getNotifications } from '@portal/domain/api/notifications';
import { sweepDecisionAlerts } from '../../apps/api/src/modules/decisions/decision-alert-sweep';
import { listNotifications } from '../../apps/api/src/modules/notifications/notification-items';
import type { Fixtures } from './database';
import type { Check } from './report';
import { callApi, type Scenario } from './scenarios';

/** Issue 31's budget: the bell's list of a user of the largest network with 10,000 events routed to them. */
const LIST_P95_BUDGET_MS = 30;
const ROUTED_EVENTS = 10_000;
/** Each event's audience: the admin and this many more of the network's users (a unit's followers). */
const OTHERS_PER_EVENT = 49;
const TEXT = 'bench routed event';

export const notificationListScenarios = (f: Fixtures): Scenario[] => [
  {
    name: `notifications list (${ROUTED_EVENTS.toLocaleString('en-US')} events routed to the user)`,
    send: (api) => callApi(api, 'GET', callPath(getNotifications)),
    handler: () => (tx) => listNotifications(tx, f.admin.id),
    p95BudgetMs: LIST_P95_BUDGET_MS,
  },
];

/**
 * Writes ROUTED_EVENTS events to the largest network's Client Admin, each also to 49 other users of
 * the network (one row each: docs/decisions/0129), spread over the last 30 days; answers a function
 * that deletes them.
 */
export const routeEventsTo = async (databaseUrl: string, f: Fixtures): Promise<() => Promise<void>> => {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(
    `insert into notification_events (network_id, text, sub_type, audience, recipient_ids, created_at)
     select $1::uuid, $2 || ' ' || g, 'ReadyForReview', 'unit-followers',
            array[$3::uuid] || array(select u.id from users u where u.network_id = $1::uuid and u.id <> $3::uuid
                                     order by md5(u.id::text || g::text) limit ${OTHERS_PER_EVENT}),
            now() - make_interval(secs => g * 259.2)
     from generate_series(1, ${ROUTED_EVENTS}) g`,
    [f.networkId, TEXT, f.admin.id],
  );
  await db.query('analyze notification_events');
  return async () => {
    await db.query(`delete from notification_events where network_id = $1 and text like $2`, [f.networkId, `${TEXT} %`]);
    await db.end();
  };
};

export interface SweepRows {
  items: number;
  /** Rows the sweep wrote to notification_events: one per item. */
  events: number;
  /** People told (the audiences summed): the rows one notification per recipient would have written. */
  recipients: number;
  ms: number;
}

/** Issue 31: the sweep writes rows in proportion to items (one event each), not to items times recipients. */
export const sweepChecks = (rows: SweepRows): Check[] => [
  {
    subject: 'decision alert sweep',
    figure: 'rows written',
    value: `${rows.events} for ${rows.items} items (${rows.recipients} recipients)`,
    budget: '<= items, not one per recipient',
    pass: rows.events > 0 && rows.events <= rows.items,
  },
];

/**
 * One decision alert sweep (every kind and stage, a batch of 200 each) over the large seed, as an
 * API instance runs it; what it wrote is deleted afterwards so a rerun finds the same items due.
 */
export const measureDecisionAlertSweep = async (databaseUrl: string): Promise<SweepRows> => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const started = new Date();
  try {
    const t0 = performance.now();
    const counts = await sweepDecisionAlerts(drizzle(pool));
    const ms = performance.now() - t0;
    return { items: counts.items, events: counts.events, recipients: counts.notified, ms };
  } finally {
    await pool.query(`delete from notification_events where sub_type in ('DecisionReminder', 'DecisionEscalated') and created_at >= $1`, [started]);
    await pool.query(`delete from decision_alerts where created_at >= $1`, [started]);
    await pool.query(`delete from audit_log where action in ('decision_reminder', 'decision_escalation') and at >= $1`, [started]);
    await pool.query(`delete from outbound_emails where subject in ('A decision is due soon', 'A decision is overdue') and created_at >= $1`, [started]);
    await pool.end();
  }
};
