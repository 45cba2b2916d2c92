import { sql } from 'drizzle-orm';
import type { BillRateRow } from '@portal/domain/api/reports';
import type { Visibility } from '../../context/visibility';
import type { Tx } from '../../db/tenant';
import { allOf, oneOf, rowsOf } from '../../lib/sql-helpers';

export interface BillRateFilters {
  titles?: readonly string[] | undefined;
  units?: readonly string[] | undefined;
  states?: readonly string[] | undefined;
}

const POSTINGS = sql`job_postings j join titles t on t.id = j.title_id join units u on u.id = j.unit_id join hospitals h on h.id = j.hospital_id`;

const visiblePostings = (visibility: Visibility) => [
  sql`j.network_id = ${visibility.networkId}`,
  ...(visibility.seesEveryHospital ? [] : [oneOf(sql`j.hospital_id`, visibility.hospitalIds)]),
  sql`j.bill_rate is not null`,
];

const given = (values: readonly string[] | undefined): values is readonly string[] => values !== undefined && values.length > 0;

/** The bill rates of the visible hospitals' job postings by title, unit and state: how many, lowest, average, highest. */
export const billRateReport = async (tx: Tx, visibility: Visibility, filters: BillRateFilters): Promise<BillRateRow[]> =>
  rowsOf<BillRateRow>(
    await tx.execute(sql`
      select t.name as "title", u.name as "unit", h.state, count(*)::int as "jobs", min(j.bill_rate)::float8 as "minRate",
             round(avg(j.bill_rate), 2)::float8 as "averageRate", max(j.bill_rate)::float8 as "maxRate"
      from ${POSTINGS}
      where ${allOf([
        ...visiblePostings(visibility),
        ...(given(filters.titles) ? [oneOf(sql`t.name`, filters.titles)] : []),
        ...(given(filters.units) ? [oneOf(sql`u.name`, filters.units)] : []),
        ...(given(filters.states) ? [oneOf(sql`h.state`, filters.states)] : []),
      ])}
      group by t.name, u.name, h.state
      order by t.name, u.name, h.state`),
  );

const COLUMN = { titles: sql`t.name`, units: sql`u.name`, states: sql`h.state` } as const;

/** The values one filter of the bill-rate report offers: those the visible postings carry. */
export const billRateFilterValues = async (tx: Tx, visibility: Visibility, filter: keyof typeof COLUMN): Promise<string[]> =>
  rowsOf<{ value: string }>(
    await tx.execute(sql`select distinct ${COLUMN[filter]} as "value" from ${POSTINGS} where ${allOf(visiblePostings(visibility))} order by 1`),
  ).map((row) => row.value);
