import { sql, type SQL } from 'drizzle-orm';
import type { AssignmentFilterCounts } from '@portal/domain/api/assigned';
import type { Visibility } from '../../context/visibility';
import type { Tx } from '../../db/tenant';
import { asKeyValue, facetedCounts } from '../../lib/faceted-counts';
import { oneOf } from '../../lib/sql-helpers';
import { FILTER_GROUPS, type AssignmentConditions, type FilterGroup } from './assignment-conditions';

/** The column of the scoped rows each group counts by. */
const GROUP_COLUMN: Record<FilterGroup, SQL> = {
  hospital: sql.raw('hospital_id'),
  unit: sql.raw('unit_id'),
  title: sql.raw('title'),
  shift: sql.raw('shift'),
  region: sql.raw('region_id'),
  retentionType: sql.raw('retention_type'),
  unitManager: sql.raw('unit_manager_id'),
};

/** The rows matching the search, statuses (and window), read once for every group. */
const scopedRows = (conditions: AssignmentConditions) => ({
  columns: sql`d.hospital_id, d.unit_id, d.title, d.shift, h.region_id, d.retention_type, d.unit_manager_id`,
  from: sql`deals d join hospitals h on h.id = d.hospital_id
        ${conditions.searchesNames ? sql`join clinicians c on c.id = d.clinician_id` : sql``}`,
  where: conditions.base,
});

/** Names of the hospitals, units, managers and regions the counted ids stand for. */
const names = ({ hospitalIds, networkId }: Visibility): SQL => sql`
      select 'hospital' as "group", id::text as id, name from hospitals where ${oneOf(sql`id`, hospitalIds)}
      union all select 'unit', id::text, name from units where ${oneOf(sql`hospital_id`, hospitalIds)}
      union all select 'unitManager', id::text, name from unit_managers where ${oneOf(sql`hospital_id`, hospitalIds)}
      union all select 'region', id::text, name from regions where network_id = ${networkId}
    `;

/** The More Filters drawer's options with their counts, and the count of rows matching every selection. */
export const filterCounts = async (tx: Tx, conditions: AssignmentConditions, visibility: Visibility): Promise<AssignmentFilterCounts> => {
  // Without the privilege the unit managers are not shown, so they are neither counted nor offered.
  const groups = FILTER_GROUPS.filter((group) => group !== 'unitManager' || visibility.seesUnitManagers);
  const counts = await facetedCounts(tx, { groups, column: GROUP_COLUMN, selected: conditions.selected }, scopedRows(conditions), names(visibility));
  return {
    hospitalCount: counts.options('hospital'),
    unitCount: counts.options('unit'),
    titleCount: counts.options('title'),
    regionCount: counts.options('region'),
    retentionTypeCount: counts.options('retentionType'),
    unitManagerCount: counts.options('unitManager'),
    shiftCount: counts.options('shift').map(asKeyValue),
    resultCount: counts.resultCount,
  };
};
