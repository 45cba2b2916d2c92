import { sql } from 'drizzle-orm';
import type { UserHistoryEntry } from '@portal/domain/api/users';
import type { Tx } from '../../db/tenant';
import { notFound } from '../../http-errors';
import { rowsOf } from '../../lib/sql-helpers';
import { USER_NOT_FOUND } from './update-user';

/** Most entries the drawer shows: an account's recent history, not an audit report. */
const HISTORY_ENTRIES = 200;

interface AuditRow {
  at: string;
  action: string;
  actor: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const FIELD_LABELS: Record<string, string> = {
  email: 'Email',
  firstName: 'First Name',
  lastName: 'Last Name',
  phoneNumber: 'Phone',
  userTypeId: 'User Type',
  userType: 'User Type',
  hospitalIds: 'Hospitals',
  isActive: 'Active',
  isJobApprover: '2-Step Approver',
  isVerified: 'Invitation accepted',
};

const ACTION_LABELS: Record<string, string> = {
  'user-added': 'Added',
  'user-updated': 'Updated',
  'user-deactivated': 'Deactivated',
  'user-reactivated': 'Reactivated',
  'invitation-sent': 'Invitation sent',
  'invitation-accepted': 'Invitation accepted',
  'profile-updated': 'Profile updated',
};

const shown = (value: unknown, names: Map<string, string>): string | null => {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map((id) => names.get(String(id)) ?? String(id)).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** The account's audit entries, newest first, each as who did what and which fields went from what to what. */
export const userHistory = async (tx: Tx, userId: string): Promise<UserHistoryEntry[]> => {
  const exists = rowsOf<{ id: string }>(await tx.execute(sql`select id from users where id = ${userId}`));
  if (exists.length === 0) throw notFound(USER_NOT_FOUND);
  const rows = rowsOf<AuditRow>(
    await tx.execute(sql`
      select to_char(a.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, a.action,
             nullif(trim(coalesce(actor.first_name, '') || ' ' || coalesce(actor.last_name, '')), '') as actor, a.before, a.after
      from audit_log a left join users actor on actor.id = a.actor_id
      where a.entity = 'user' and a.entity_id = ${userId}
      order by a.id desc limit ${HISTORY_ENTRIES}`),
  );
  const hospitalIds = new Set<string>();
  for (const row of rows) {
    for (const side of [row.before, row.after]) {
      const ids = side?.hospitalIds;
      if (Array.isArray(ids)) ids.forEach((id) => hospitalIds.add(String(id)));
    }
  }
  const names =
    hospitalIds.size === 0
      ? new Map<string, string>()
      : new Map(rowsOf<{ id: string; name: string }>(await tx.execute(sql`select id::text, name from hospitals where id::text in ${[...hospitalIds]}`)).map((r) => [r.id, r.name]));
  return rows.map((row) => {
    const fields = [...new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])].filter((field) => field in FIELD_LABELS);
    return {
      at: row.at,
      action: ACTION_LABELS[row.action] ?? row.action,
      actor: row.actor,
      changes: fields.map((field) => ({ field: FIELD_LABELS[field]!, from: shown(row.before?.[field], names), to: shown(row.after?.[field], names) })),
    };
  });
};
