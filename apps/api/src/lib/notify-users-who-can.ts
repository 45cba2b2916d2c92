import { sql } from 'drizzle-orm';
import type { Privilege } from '@portal/domain/access/privileges';
import { USER_TYPES } from '@portal/domain/access/user-types';
import type { NotificationKind } from '@portal/domain/notifications/notification-kinds';
import { notifications } from '../db/schema/activity';
import { userTypes } from '../db/schema/reference';
import { userHospitals, users } from '../db/schema/users';
import type { Tx } from '../db/tenant';
import { typeHoldsAny } from './access-sql';
import { rowsOf } from './sql-helpers';

const ALL_HOSPITAL_TYPES = USER_TYPES.filter((t) => t.allHospitals && !t.internal).map((t) => t.name);

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
}

/**
 * Writes one notification to every active user of the network who can act on the event: their user
 * type holds `privilege` (read from the database's role table, so an operator's change applies) and
 * they see `hospitalId` (an all-hospitals type, or the hospital is one of theirs). Call it in the
 * transaction of the change (a tenant transaction is fine): the rows exist exactly when the change
 * does, and the table's trigger pushes them live once it commits. Returns the recipients' ids.
 */
export const notifyUsersWhoCan = async (tx: Tx, notice: NoticeForUsersWhoCan): Promise<string[]> => {
  const result = await tx.execute(sql`
    insert into ${notifications} (network_id, recipient_id, text, sub_type, deal_id, identifier)
    select ${notice.networkId}::uuid, u.id, ${notice.text}, ${notice.subType}, ${notice.dealId ?? null}::uuid, ${notice.identifier ?? null}
    from ${users} u
    join ${userTypes} t on t.id = u.user_type_id
    where u.network_id = ${notice.networkId}::uuid
      and u.is_active
      and u.id is distinct from ${notice.exceptUserId ?? null}::uuid
      and ${typeHoldsAny(sql`u.user_type_id`, [notice.privilege])}
      and (t.name in ${ALL_HOSPITAL_TYPES}
           or exists (select 1 from ${userHospitals} uh where uh.user_id = u.id and uh.hospital_id = ${notice.hospitalId}::uuid))
    returning recipient_id as "recipientId"`);
  return rowsOf<{ recipientId: string }>(result).map((row) => row.recipientId);
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
  await tx.execute(sql`
    insert into ${notifications} (network_id, recipient_id, text, sub_type, deal_id)
    select ${notice.networkId}::uuid, u.id, ${notice.text}, ${notice.subType}, ${notice.dealId ?? null}::uuid
    from ${users} u
    where u.id = ${notice.recipientId}::uuid and u.network_id = ${notice.networkId}::uuid and u.is_active
      and u.id is distinct from ${notice.exceptUserId ?? null}::uuid`);
};
