import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Privilege } from '@portal/domain/access/privileges';
import type { AssignmentListItem } from '@portal/domain/api/assigned';
import type { UserTypeName } from '@portal/domain/access/user-types';
import { privileges, userTypePrivileges, userTypes } from '../../db/schema/reference';
import { rowsOf } from '../../test-support/demo-records';
import type { TestApp } from '../../test-support/test-app';

/** Shared steps of the assigned tests: arranging the database directly and reading the list's rows. */

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

export const dealIds = (rows: readonly AssignmentListItem[]) => rows.map((row) => row.dealId);

/** Today and today + days in the database's calendar, as the Starts / Stops window counts them. */
export const databaseToday = async (t: TestApp): Promise<string> => {
  const [row] = await rowsOf<{ today: string }>(t, sql`select to_char(current_date, 'YYYY-MM-DD') as today`);
  return row!.today;
};

export const addDays = (isoDate: string, days: number): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
