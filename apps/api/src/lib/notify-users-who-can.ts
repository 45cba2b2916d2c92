import { sql } from 'drizzle-orm';
import type { Privilege } from '@portal/domain/access/privileges';
import type { NotificationKind } from '@portal/domain/notifications/notification-kinds';
import { executeBuiltOnce } from '../db/prepared';
import type { Tx } from '../db/tenant';
import { typeHoldsAny } from './access-sql';
import { writeNotificationEvent, type NotificationAudience } from './notification-events';
import { firstRow } from './sql-helpers';
import { alertUncoveredUnit } from './uncovered-unit-alert';
import { responsibleLadder, seesHospital } from './unit-followers';

export interface NoticeForUsersWhoCan {
  networkId: string;
  /** The hospital the event concerns: only users who see it are told. */
  hospitalId: string;
  /** The privilege needed to act on the event (ApproveCandidates for a candidate ready for review). */
  privilege: Privilege;
  subType: NotificationKind;
  text: string;
  dealId?: string | null;
  identifier?: string | null;
  /** Whoever caused the event already knows and is not told. */
  exceptUserId?: string | null;
  /** The unit the event concerns; without it, the deal's unit (dealId), else any unit of the hospital. */
  unitId?: string | null;
}

/** Where the event's unit comes from: the notice's unit, its deal's, or (neither) any unit of the hospital. */
type UnitOfEvent = 'unit' | 'deal' | 'hospital';

const value = (name: string) => sql.placeholder(name);

/**
 * The routing and the event's row in one statement, built once per privilege and unit source: its
 * values are placeholders, so a call costs no SQL generation (a submission's routing ran on every
 * integration call).
 */
const routeAndWrite = (privilege: Privilege, unitFrom: UnitOfEvent) => {
  const networkId = sql`${value('networkId')}::uuid`;
  const hospitalId = sql`${value('hospitalId')}::uuid`;
  const unitOfEvent = {
    unit: sql`${value('unitId')}::uuid`,
    deal: sql`(select d.unit_id from deals d where d.id = ${value('dealId')}::uuid)`,
    hospital: sql`null::uuid`,
  }[unitFrom];
  const unitIds = unitFrom === 'hospital' ? sql`select un.id from units un where un.hospital_id = ${hospitalId}` : sql`select ${unitOfEvent}`;
  const may = sql`u.id is distinct from ${value('exceptUserId')}::uuid
    and ${typeHoldsAny(sql`u.user_type_id`, [privilege])} and ${seesHospital(hospitalId)}`;
  return sql`
    with routed as (select r.ids, r.audience, ${unitOfEvent} as unit_id from ${responsibleLadder(networkId, unitIds, may)} r),
    written as (
      insert into notification_events (network_id, text, sub_type, deal_id, identifier, hospital_id, unit_id, audience, recipient_ids)
      select ${networkId}, ${value('text')}::text, ${value('subType')}::text, ${value('dealId')}::uuid, ${value('identifier')}::text,
             ${hospitalId}, r.unit_id,
             case when r.audience = 'unit-followers' and r.unit_id is null then 'hospital-followers' else r.audience end, r.ids
      from routed r where cardinality(r.ids) > 0
      returning id)
    select r.ids as "recipientIds", r.audience, r.unit_id as "unitId" from routed r`;
};

/**
 * Tells the people responsible for the event who can act on it (docs/decisions/0130): of the active
 * users of the network whose type holds `privilege` (read from the database's role table, so an
 * operator's change applies) and who see `hospitalId`, those who follow the event's unit; if none
 * does, the network's Client Admins (who are also told once that nobody covers the unit); if none of
 * them can act, everyone who can. Writes ONE notification event whatever the audience's size
 * (docs/decisions/0129), in the caller's transaction (a tenant transaction is fine): it exists
 * exactly when the change does, and the table's trigger pushes it live once it commits. Returns the
 * recipients' ids.
 */
export const notifyUsersWhoCan = async (tx: Tx, notice: NoticeForUsersWhoCan): Promise<string[]> => {
  const unitFrom: UnitOfEvent = notice.unitId ? 'unit' : notice.dealId ? 'deal' : 'hospital';
  const row = firstRow<{ recipientIds: string[]; audience: NotificationAudience; unitId: string | null }>(
    await executeBuiltOnce(tx, `notify_users_who_can_${notice.privilege}_${unitFrom}`, () => routeAndWrite(notice.privilege, unitFrom), {
      networkId: notice.networkId,
      hospitalId: notice.hospitalId,
      unitId: notice.unitId ?? null,
      dealId: notice.dealId ?? null,
      exceptUserId: notice.exceptUserId ?? null,
      text: notice.text,
      subType: notice.subType,
      identifier: notice.identifier ?? null,
    }),
  );
  if (!row) return [];
  if (row.audience !== 'unit-followers' && row.unitId) await alertUncoveredUnit(tx, notice.networkId, row.unitId);
  return row.recipientIds;
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

/** Writes one notification to one active user (an interview's interviewer), unless they caused it; as notifyUsersWhoCan, in the change's transaction. */
export const notifyUser = async (tx: Tx, notice: NoticeForUser): Promise<void> => {
  if (notice.recipientId === notice.exceptUserId) return;
  const active = firstRow<{ id: string }>(
    await tx.execute(sql`select u.id from users u where u.id = ${notice.recipientId}::uuid and u.network_id = ${notice.networkId}::uuid and u.is_active`),
  );
  if (!active) return;
  await writeNotificationEvent(tx, { networkId: notice.networkId, subType: notice.subType, text: notice.text, dealId: notice.dealId ?? null, audience: 'named', recipientIds: [active.id] });
};
