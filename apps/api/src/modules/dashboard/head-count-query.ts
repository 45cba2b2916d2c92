import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { HeadCount } from '@portal/domain/api/dashboard';
import { deals } from '../../db/schema/deals';
import { hospitals } from '../../db/schema/tenancy';
import type { Tx } from '../../db/tenant';

const countAll = sql<number>`count(*)::int`;

/** Head count by title over the chosen hospitals, and by hospital over every visible one. */
export const headCount = async (
  tx: Tx,
  statuses: readonly string[],
  chosen: readonly string[],
  visible: readonly string[],
): Promise<HeadCount> => {
  const byTitle =
    chosen.length === 0
      ? []
      : await tx
          .select({ name: deals.title, count: countAll })
          .from(deals)
          .where(and(eq(deals.stage, 'assignment'), inArray(deals.status, [...statuses]), inArray(deals.hospitalId, [...chosen])))
          .groupBy(deals.title)
          .orderBy(desc(countAll), asc(deals.title));
  const byHospital =
    visible.length === 0
      ? []
      : await tx
          .select({ hospitalId: hospitals.id, name: hospitals.name, count: sql<number>`count(${deals.id})::int` })
          .from(hospitals)
          .leftJoin(
            deals,
            and(eq(deals.hospitalId, hospitals.id), eq(deals.stage, 'assignment'), inArray(deals.status, [...statuses])),
          )
          .where(inArray(hospitals.id, [...visible]))
          .groupBy(hospitals.id, hospitals.name)
          .orderBy(asc(hospitals.name));
  return { total: byTitle.reduce((sum, row) => sum + row.count, 0), byTitle, byHospital };
};
