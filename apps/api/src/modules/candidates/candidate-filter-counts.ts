import { sql, type SQL } from 'drizzle-orm';
import { MAX_JOB_OPTIONS, type CandidateFilterCounts } from '@portal/domain/api/candidate-list';
import type { Visibility } from '../../context/visibility';
import type { Tx } from '../../db/tenant';
import { asKeyValue, facetedCounts, type CountedOption } from '../../lib/faceted-counts';
import { oneOf } from '../../lib/sql-helpers';
import { CANDIDATE_FILTER_GROUPS, type CandidateConditions, type CandidateFilterGroup } from './candidate-conditions';

/** The column of the scoped rows each group counts by: ids, or the name for titles and shifts. */
const GROUP_COLUMN: Record<CandidateFilterGroup, SQL> = {
  hospital: sql.raw('hospital_id'),
  unit: sql.raw('unit_id'),
  title: sql.raw('title'),
  shift: sql.raw('shift'),
  region: sql.raw('region_id'),
  job: sql.raw('job_id'),
};

/** The candidates matching the statuses and search, read once for every group. */
const scopedRows = (conditions: CandidateConditions) => ({
  columns: sql`d.hospital_id, d.unit_id, d.title, d.shift, h.region_id, d.job_id`,
  from: sql`deals d join hospitals h on h.id = d.hospital_id
        ${conditions.searchesNames ? sql`join clinicians c on c.id = d.clinician_id` : sql``}`,
  where: conditions.base,
});

/** The jobs the drawer offers: the most candidates first, the job id breaking ties (the statement's order too). */
const byCountThenId = (a: CountedOption, b: CountedOption) => {
  const [idA = '', idB = ''] = [a.ids[0], b.ids[0]];
  return b.count - a.count || (idA < idB ? -1 : idA > idB ? 1 : 0);
};

/**
 * Names of the hospitals, units, regions and jobs the counted ids stand for. A job is named by its
 * title and Job #, read only for the jobs offered (the statement's `counted` rows with the most
 * candidates, and the chosen ones), not the network's thousands.
 */
const names = ({ hospitalIds, networkId }: Visibility, chosenJobs: readonly string[]): SQL => sql`
      select 'hospital' as "group", id::text as id, name from hospitals where ${oneOf(sql`id`, hospitalIds)}
      union all select 'unit', id::text, name from units where ${oneOf(sql`hospital_id`, hospitalIds)}
      union all select 'region', id::text, name from regions where network_id = ${networkId}
      union all select 'job', jp.id::text, t.name || ' (' || jp.external_id || ')'
        from (
          (select key::uuid as id from counted where "group" = 'job' and key is not null
           order by count desc, key collate "C" limit ${MAX_JOB_OPTIONS})
          union select id from job_postings where ${oneOf(sql`id`, chosenJobs)}
        ) offered
        join job_postings jp on jp.id = offered.id join titles t on t.id = jp.title_id
    `;

/** The jobs offered: the MAX_JOB_OPTIONS with the most candidates and the chosen ones, by name. */
const jobOptions = (options: CountedOption[], chosenJobs: readonly string[]): CountedOption[] => {
  const chosen = new Set(chosenJobs);
  const top = new Set([...options].sort(byCountThenId).slice(0, MAX_JOB_OPTIONS));
  return options.filter((option) => top.has(option) || option.ids.some((id) => chosen.has(id)));
};

/** The candidate filter drawer's options with their counts, counted as the other lists' are, and the count of candidates matching every selection. */
export const candidateFilterCounts = async (
  tx: Tx,
  conditions: CandidateConditions,
  visibility: Visibility,
  chosenJobs: readonly string[] = [],
): Promise<CandidateFilterCounts> => {
  const facets = { groups: CANDIDATE_FILTER_GROUPS, column: GROUP_COLUMN, selected: conditions.selected };
  const counts = await facetedCounts(tx, facets, scopedRows(conditions), names(visibility, chosenJobs));
  return {
    hospitalCount: counts.options('hospital'),
    unitCount: counts.options('unit'),
    titleCount: counts.options('title'),
    regionCount: counts.options('region'),
    jobCount: jobOptions(counts.options('job'), chosenJobs),
    shiftCount: counts.options('shift').map(asKeyValue),
    resultCount: counts.resultCount,
  };
};
