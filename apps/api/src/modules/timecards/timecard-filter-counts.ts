import { sql, type SQL } from 'drizzle-orm';
import type { TimecardFilterCounts } from '@portal/domain/api/timecards';
import type { Visibility } from '../../context/visibility';
import type { Tx } from '../../db/tenant';
import { facetedCounts } from '../../lib/faceted-counts';
import { oneOf } from '../../lib/sql-helpers';
import { TIMECARD_FILTER_GROUPS, TIMECARD_FROM, type TimecardConditions, type TimecardFilterGroup } from './timecard-conditions';

const GROUP_COLUMN: Record<TimecardFilterGroup, SQL> = { hospital: sql.raw('hospital_id'), unit: sql.raw('unit_id') };

/** The drawer's hospitals and units with their counts, counted as the other lists' drawers are. */
export const timecardFilterCounts = async (tx: Tx, conditions: TimecardConditions, visibility: Visibility): Promise<TimecardFilterCounts> => {
  const names = sql`
    select 'hospital' as "group", id::text as id, name from hospitals where ${oneOf(sql`id`, visibility.hospitalIds)}
    union all select 'unit', id::text, name from units where ${oneOf(sql`hospital_id`, visibility.hospitalIds)}`;
  const counts = await facetedCounts(
    tx,
    { groups: TIMECARD_FILTER_GROUPS, column: GROUP_COLUMN, selected: conditions.selected },
    { columns: sql`t.hospital_id, t.unit_id`, from: TIMECARD_FROM, where: conditions.base },
    names,
  );
  return { hospitalCount: counts.options('hospital'), unitCount: counts.options('unit'), resultCount: counts.resultCount };
};
