import { sql, type SQL } from 'drizzle-orm';
import type { MyTeamItem, MyTeamResponse } from '@portal/domain/api/my-team';
import type { MyTeamSortKey } from '@portal/domain/lists/sort-options';
import type { SortOrder } from '@portal/domain/limits';
import type { Visibility } from '../../context/visibility';
import type { Tx } from '../../db/tenant';
import { collectedPage, readPage } from '../../lib/paged-list';
import { escapeLike, firstRow, oneOf, pageOffset } from '../../lib/sql-helpers';

export interface MyTeamPageRequest {
  sortBy: MyTeamSortKey;
  sortOrder: SortOrder;
  pageSize: number;
  pageNumber: number;
  options: { searchName?: string | undefined };
}

const SORT_COLUMN: Record<MyTeamSortKey, SQL> = {
  enddate: sql`m.end_date`,
  lastname: sql`lower(m.last_name || ' ' || m.first_name)`,
  rating: sql`m.score`,
};

/** The clinician's first or last name from its start, case-insensitive. */
const nameSearch = (searchName: string | undefined): SQL => {
  const term = (searchName ?? '').trim().toLowerCase();
  if (!term) return sql`true`;
  const pattern = `${escapeLike(term)}%`;
  return sql`(lower(c.first_name) like ${pattern} or lower(c.last_name) like ${pattern} or lower(c.first_name || ' ' || c.last_name) like ${pattern})`;
};

/**
 * Each clinician's latest evaluation in the visible hospitals (by the evaluated assignment's end,
 * then when written) as `m`, kept when it answers Preferred and no do-not-return of theirs is in
 * force anywhere in the network (docs/decisions/0160-my-team.md).
 */
const myTeamRows = (visibility: Visibility, searchName: string | undefined): SQL => sql`(
  select distinct on (e.clinician_id) e.id, e.clinician_id, e.rehire, d.end_date, c.first_name, c.last_name,
         (e.clinical_skills + e.reliability + e.teamwork) as score
  from clinician_evaluations e join deals d on d.id = e.deal_id join clinicians c on c.id = e.clinician_id
  where e.network_id = ${visibility.networkId} and ${oneOf(sql`e.hospital_id`, visibility.hospitalIds)} and ${nameSearch(searchName)}
  order by e.clinician_id, d.end_date desc, e.created_at desc
) m`;

const KEPT = (networkId: string) => sql`m.rehire = 'Preferred' and not exists (
  select 1 from clinician_evaluations x where x.network_id = ${networkId} and x.clinician_id = m.clinician_id and x.do_not_return_status = 'Confirmed')`;

const COLUMNS = sql`
  c.id as "clinicianId", c.first_name as "firstName", c.last_name as "lastName", d.title, d.id as "dealId",
  h.name as hospital, u.name as unit, to_char(d.start_date, 'YYYY-MM-DD') as "startDate", to_char(d.end_date, 'YYYY-MM-DD') as "endDate",
  round((e.clinical_skills + e.reliability + e.teamwork) / 3.0, 1)::float8 as rating,
  e.clinical_skills as "clinicalSkills", e.reliability, e.teamwork, e.author_name as "evaluatedBy"`;

const JOINS = sql`join clinician_evaluations e on e.id = page.id join deals d on d.id = e.deal_id join clinicians c on c.id = e.clinician_id
  join hospitals h on h.id = d.hospital_id join units u on u.id = d.unit_id`;

/** The rows `limit` and `offset` select in list order, the total riding along when `withTotal`. */
export const myTeamPageQuery = (visibility: Visibility, request: Omit<MyTeamPageRequest, 'pageSize' | 'pageNumber'>, limit: number, offset: number, withTotal = true): SQL => {
  const direction = sql.raw(request.sortOrder === 'desc' ? 'desc' : 'asc');
  return collectedPage(
    {
      columns: COLUMNS,
      joins: JOINS,
      matching: sql`select m.id, ${SORT_COLUMN[request.sortBy]} as sort_0 from ${myTeamRows(visibility, request.options.searchName)} where ${KEPT(visibility.networkId)}`,
      orderOf: (table) => sql`${sql.identifier(table)}.sort_0 ${direction}, ${sql.identifier(table)}.id`,
    },
    limit,
    offset,
    withTotal,
  );
};

/** One page of My Team with the count of every clinician on it. */
export const myTeamPage = async (tx: Tx, visibility: Visibility, request: MyTeamPageRequest): Promise<MyTeamResponse> => {
  const offset = pageOffset(request);
  const { rows, count } = await readPage<MyTeamItem>(tx, myTeamPageQuery(visibility, request, request.pageSize, offset), offset, async () =>
    firstRow<{ count: number }>(
      await tx.execute(sql`select count(*)::int as "count" from ${myTeamRows(visibility, request.options.searchName)} where ${KEPT(visibility.networkId)}`),
    )?.count ?? 0,
  );
  return { data: rows, count };
};
