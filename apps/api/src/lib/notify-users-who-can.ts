import { sql, type SQL } from 'drizzle-orm';
import type { Privilege } from '@portal/domain/access/privileges';
import type { NotificationKind } from '@portal/domain/notifications/notification-kinds';
import type { Tx } from '../db/tenant';
import { typeHoldsAny } from './access-sql';
import { writeNotificationEvent, type NotificationAudience } from './notification-events';
import { firstRow } from './sql-helpers';
import { alertUncoveredUnit } from './uncovered-unit-alert';
import { responsibleLadder, seesHospital } from './unit-followers';

/** The event's values as SQL, from the caller's own statement (a submission's job and deal CTEs). */
export interface RoutedEventValues {
  networkId: SQL;
  hospitalId: SQL;
  /** The unit whose followers are told. */
  unitId: SQL;
  dealId: SQL;
  text: SQL;
  subType: SQL;
}

/**
 * Who is told of an event that users holding `privilege` can act on (docs/decisions/0130): of the
 * active users of the network whose type holds it (read from the database's role table, so an
 * operator's change applies) and who see the hospital, those who follow the event's unit; if none
 * does, the network's Client Admins (alertIfUncovered then tells them once that nobody covers the unit);
 * if none of them can act, everyone who can. As the CTEs `routed` (the recipients' ids, the audience
 * and the unit) and `written` (ONE notification event whatever the audience's size,
 * docs/decisions/0129), to follow a WITH in the caller's statement: the routing costs no round trip
 * of its own, and the event exists exactly when the change does (the table's trigger pushes it live
 * once it commits). Only when `when` holds (a one-time condition) is anyone told.
 */
export const routedEventCtes = (privilege: Privilege, event: RoutedEventValues, when: SQL): SQL => {
  const may = sql`${typeHoldsAny(sql`u.user_type_id`, [privilege])} and ${seesHospital(event.hospitalId)}`;
  return sql`
    routed as (select r.ids, r.audience, ${event.unitId} as unit_id from ${responsibleLadder(event.networkId, sql`select ${event.unitId}`, may)} r where ${when}),
    written as (
      insert into notification_events (network_id, text, sub_type, deal_id, hospital_id, unit_id, audience, recipient_ids)
      select ${event.networkId}, ${event.text}, ${event.subType}, ${event.dealId}, ${event.hospitalId}, r.unit_id, r.audience, r.ids
      from routed r where cardinality(r.ids) > 0
      returning id)`;
};

/** What routedEventCtes decided, as a caller selects it (routedEventColumns) from `routed r`. */
export interface RoutedEvent {
  audience: NotificationAudience;
  unitId: string | null;
}

export const routedEventColumns = sql`r.audience, r.unit_id as "unitId"`;

/**
 * What follows the routing in the same transaction: if nobody covers the event's unit, the network's
 * Client Admins are told so, once (uncovered-unit-alert.ts).
 */
export const alertIfUncovered = async (tx: Tx, networkId: string, routed: RoutedEvent): Promise<void> => {
  if (routed.audience !== 'unit-followers' && routed.unitId) await alertUncoveredUnit(tx, networkId, routed.unitId);
};

export interface NoticeForUser {
  networkId: string;
  recipientId: string;
  subType: NotificationKind;
  text: string;
  dealId?: string | null;
  /** Whoever caused the event already knows and is not told. */
  exceptUserId?: string | null;
}

/** Writes one notification to one active user (an interview's interviewer), unless they caused it, in the change's transaction. */
export const notifyUser = async (tx: Tx, notice: NoticeForUser): Promise<void> => {
  if (notice.recipientId === notice.exceptUserId) return;
  const active = firstRow<{ id: string }>(
    await tx.execute(sql`select u.id from users u where u.id = ${notice.recipientId}::uuid and u.network_id = ${notice.networkId}::uuid and u.is_active`),
  );
  if (!active) return;
  await writeNotificationEvent(tx, { networkId: notice.networkId, subType: notice.subType, text: notice.text, dealId: notice.dealId ?? null, audience: 'named', recipientIds: [active.id] });
};
