import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Privilege } from '@portal/domain/access/privileges';
import { callPath, type CallDefinition } from '@portal/domain/api/call';
import type { AssignmentListItem } from '@portal/domain/api/assigned';
import type { UserTypeName } from '@portal/domain/access/user-types';
import { privileges, userTypePrivileges, userTypes } from '../../db/schema/reference';
import { networks } from '../../db/schema/tenancy';
import type { TestApp } from '../../test-support/test-app';

/** Shared steps of the assigned tests: calling through the contract and arranging the database directly. */

type Call = Pick<CallDefinition, 'method' | 'version' | 'path'>;

export const callAs = (t: TestApp, email: string | null, call: Call, payload?: unknown, query = '') =>
  t.call(email, {
    method: call.method,
    url: `${callPath(call)}${query}`,
    ...(call.method === 'GET' ? {} : { payload: (payload ?? {}) as object }),
  });

export const networkIds = async (t: TestApp) => {
  const rows = await t.database.db.select().from(networks);
  const id = (name: string) => rows.find((n) => n.name === name)!.id;
  return { northwind: id('Northwind Health'), lakeside: id('Lakeside Medical Center') };
};

/** Takes privileges away from a user type, as an operator would in the role table. */
export const revokePrivileges = async (t: TestApp, userType: UserTypeName, names: readonly Privilege[]) => {
  const [type] = await t.database.db.select({ id: userTypes.id }).from(userTypes).where(eq(userTypes.name, userType));
  const ids = await t.database.db.select({ id: privileges.id }).from(privileges).where(inArray(privileges.name, [...names]));
  await t.database.db.delete(userTypePrivileges).where(
    and(
      eq(userTypePrivileges.userTypeId, type!.id),
      inArray(
        userTypePrivileges.privilegeId,
        ids.map((p) => p.id),
      ),
    ),
  );
};

export const auditCount = async (t: TestApp): Promise<number> => {
  const result = (await t.database.db.execute(sql`select count(*)::int as n from audit_log`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
};

export const dealIds = (rows: readonly AssignmentListItem[]) => rows.map((row) => row.dealId);

/** Today and today + days in the database's calendar, as the Starts / Stops window counts them. */
export const databaseToday = async (t: TestApp): Promise<string> => {
  const result = (await t.database.db.execute(sql`select to_char(current_date, 'YYYY-MM-DD') as today`)) as unknown as {
    rows: { today: string }[];
  };
  return result.rows[0]!.today;
};

export const addDays = (isoDate: string, days: number): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
