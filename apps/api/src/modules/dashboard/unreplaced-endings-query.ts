import { sql } from 'drizzle-orm';
import { UNREPLACED_ENDINGS_MAX, type UnreplacedEndings } from '@portal/domain/api/replacements';
import { REPLACE_WINDOW_DAYS } from '@portal/domain/jobs/replacement-rules';
import type { Tx } from '../../db/tenant';
import { unreplacedEnding } from '../../lib/replacement-state';
import { oneOf, rowsOf } from '../../lib/sql-helpers';

interface Row {
  dealId: string;
  firstName: string;
  lastName: string;
  title: string;
  endDate: string;
  unitId: string;
  unit: string;
  hospital: string;
  total: number;
}

/**
 * The forecast's gaps (docs/decisions/0161-replace-an-ending-assignment.md): the assignments of
 * `hospitalIds` ending within the window with neither an extension nor a replacement, soonest
 * first, grouped by unit in the order of each unit's first ending.
 */
export const unreplacedEndings = async (tx: Tx, networkId: string, hospitalIds: readonly string[]): Promise<UnreplacedEndings> => {
  const rows = rowsOf<Row>(
    await tx.execute(sql`
      select d.id as "dealId", c.first_name as "firstName", c.last_name as "lastName", d.title,
             to_char(d.end_date, 'YYYY-MM-DD') as "endDate", u.id as "unitId", u.name as unit, h.name as hospital,
             (count(*) over ())::int as total
      from deals d join clinicians c on c.id = d.clinician_id join units u on u.id = d.unit_id join hospitals h on h.id = d.hospital_id
      where d.network_id = ${networkId} and ${oneOf(sql`d.hospital_id`, hospitalIds)} and ${unreplacedEnding(sql`d`)}
      order by d.end_date, c.last_name, d.id
      limit ${UNREPLACED_ENDINGS_MAX}`),
  );
  const units = new Map<string, UnreplacedEndings['units'][number]>();
  for (const row of rows) {
    const unit = units.get(row.unitId) ?? { unitId: row.unitId, unit: row.unit, hospital: row.hospital, assignments: [] };
    unit.assignments.push({ dealId: row.dealId, firstName: row.firstName, lastName: row.lastName, title: row.title, endDate: row.endDate });
    units.set(row.unitId, unit);
  }
  return { windowDays: REPLACE_WINDOW_DAYS, total: rows[0]?.total ?? 0, units: [...units.values()] };
};
