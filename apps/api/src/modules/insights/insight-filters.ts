import { sql, type SQL } from 'drizzle-orm';
import type { InsightFilterOptions } from '@portal/domain/api/insights';
import type { Visibility } from '../../context/visibility';
import type { Tx } from '../../db/tenant';
import { allOf, oneOf, rowsOf } from '../../lib/sql-helpers';

const visible = (visibility: Visibility, network: SQL, hospital: SQL): SQL =>
  allOf([sql`${network} = ${visibility.networkId}`, ...(visibility.seesEveryHospital ? [] : [oneOf(hospital, visibility.hospitalIds)])]);

/** The hospitals the user sees, their units' names and every title: what a report may be filtered by. */
export const insightFilters = async (tx: Tx, visibility: Visibility): Promise<InsightFilterOptions> => {
  // One transaction is one connection: its statements run one after another.
  const hospitals = await tx.execute(sql`select h.id, h.name from hospitals h where ${visible(visibility, sql`h.network_id`, sql`h.id`)} order by h.name, h.id`);
  const units = await tx.execute(sql`select distinct u.name from units u where ${visible(visibility, sql`u.network_id`, sql`u.hospital_id`)} order by u.name`);
  const titles = await tx.execute(sql`select t.name from titles t order by t.name`);
  return {
    hospitals: rowsOf<{ id: string; name: string }>(hospitals),
    units: rowsOf<{ name: string }>(units).map((row) => row.name),
    titles: rowsOf<{ name: string }>(titles).map((row) => row.name),
  };
};
