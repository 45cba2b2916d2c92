import { sql, type SQL } from 'drizzle-orm';
import type { JobFilterCounts } from '@portal/domain/api/job-list';
import type { Visibility } from '../../context/visibility';
import type { Tx } from '../../db/tenant';
import { asKeyValue, facetedCounts } from '../../lib/faceted-counts';
import { oneOf } from '../../lib/sql-helpers';
import { JOB_FILTER_GROUPS, type JobFilterGroup, type JobListConditions } from './job-list-conditions';

/** The column of the scoped rows each group counts by: ids, or the name for titles and shifts. */
const GROUP_COLUMN: Record<JobFilterGroup, SQL> = {
  hospital: sql.raw('hospital_id'),
  region: sql.raw('region_id'),
  unit: sql.raw('unit_id'),
  title: sql.raw('title'),
  shift: sql.raw('shift'),
};

/** The postings matching the statuses and search, read once for every group. */
const scopedRows = (conditions: JobListConditions) => ({
  columns: sql`j.hospital_id, h.region_id, j.unit_id, t.name as title, s.name as shift`,
  from: sql`job_postings j join hospitals h on h.id = j.hospital_id
        join titles t on t.id = j.title_id join shifts s on s.id = j.shift_id`,
  where: conditions.base,
});

/** Names of the hospitals, units and regions the counted ids stand for. */
const names = ({ hospitalIds, networkId }: Visibility): SQL => sql`
      select 'hospital' as "group", id::text as id, name from hospitals where ${oneOf(sql`id`, hospitalIds)}
      union all select 'unit', id::text, name from units where ${oneOf(sql`hospital_id`, hospitalIds)}
      union all select 'region', id::text, name from regions where network_id = ${networkId}
    `;

/** The job filter drawer's options with their counts, counted as the Assigned drawer's are, and the count of postings matching every selection. */
export const jobFilterCounts = async (tx: Tx, conditions: JobListConditions, visibility: Visibility): Promise<JobFilterCounts> => {
  const facets = { groups: JOB_FILTER_GROUPS, column: GROUP_COLUMN, selected: conditions.selected };
  const counts = await facetedCounts(tx, facets, scopedRows(conditions), names(visibility));
  return {
    hospitalCount: counts.options('hospital'),
    regionCount: counts.options('region'),
    unitCount: counts.options('unit'),
    titleCount: counts.options('title'),
    shiftCount: counts.options('shift').map(asKeyValue),
    resultCount: counts.resultCount,
  };
};
