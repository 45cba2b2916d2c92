import { sql, type SQL } from 'drizzle-orm';
import type { TimecardListOptions } from '@portal/domain/api/timecards';
import { TIMECARD_STATUSES } from '@portal/domain/timecards/timecard-rules';
import type { Visibility } from '../../context/visibility';
import { allOf, escapeLike, oneOf } from '../../lib/sql-helpers';

/** The Timecards drawer's groups. */
export const TIMECARD_FILTER_GROUPS = ['hospital', 'unit'] as const;
export type TimecardFilterGroup = (typeof TIMECARD_FILTER_GROUPS)[number];

/** Which weeks a request covers, as SQL conditions over `timecards t` joined to `deals d` and `clinicians c`. */
export interface TimecardConditions {
  base: SQL[];
  selected: Partial<Record<TimecardFilterGroup, SQL>>;
  /** A name search: the conditions read `clinicians c` too, so they need TIMECARD_FROM's joins. */
  searches: boolean;
}

/** The traveller's first or last name from its start, case-insensitive. */
const nameSearch = (searchName: string | undefined): SQL | undefined => {
  const term = (searchName ?? '').trim().toLowerCase();
  if (!term) return undefined;
  const pattern = `${escapeLike(term)}%`;
  return sql`(lower(c.first_name) like ${pattern} or lower(c.last_name) like ${pattern} or lower(c.first_name || ' ' || c.last_name) like ${pattern})`;
};

/** The visible hospitals' weeks of the chosen statuses (every status when none is chosen). */
export const timecardConditions = (options: TimecardListOptions, visibility: Visibility): TimecardConditions => {
  const statuses = options.statuses?.length ? options.statuses : TIMECARD_STATUSES;
  const search = nameSearch(options.searchName);
  const visible = new Set(visibility.hospitalIds);
  const selected: TimecardConditions['selected'] = {};
  // A hospital the user does not see (another network's among them) matches nothing.
  if (options.hospitalRequests?.length) selected.hospital = oneOf(sql`t.hospital_id`, options.hospitalRequests.filter((id) => visible.has(id)));
  if (options.unitRequests?.length) selected.unit = oneOf(sql`t.unit_id`, options.unitRequests);
  return {
    base: [
      sql`t.network_id = ${visibility.networkId}`,
      ...(visibility.seesEveryHospital ? [] : [oneOf(sql`t.hospital_id`, visibility.hospitalIds)]),
      oneOf(sql`t.status`, statuses),
      ...(options.exceptionsOnly ? [sql`t.exceptions > 0`] : []),
      ...(search ? [search] : []),
    ],
    selected,
    searches: search !== undefined,
  };
};

export const allTimecardConditions = (conditions: TimecardConditions): SQL => allOf([...conditions.base, ...Object.values(conditions.selected)]);

/** The tables the conditions read. */
export const TIMECARD_FROM = sql`timecards t join deals d on d.id = t.deal_id join clinicians c on c.id = d.clinician_id`;
