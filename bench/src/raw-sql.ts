import pg from 'pg';

/**
 * The SQL behind each measured call, written by hand so PostgreSQL's own time can stand beside the
 * API's: what the API adds (validation, the request context, serialisation, HTTP) is the gap.
 * Parameters: $1 network id, $2 statuses, $3 the hospitals the user sees, $4 the name pattern.
 */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** Repeats of each measurement after one discarded run (which warms the buffer cache and the plan). */
const RUNS = 7;

/** The Assigned list's rows: an assignment with its clinician, hospital, unit, manager and job. */
const assignments = (search: boolean, extraJoin = '') => `
  from deals d
  join clinicians c on c.id = d.clinician_id
  join hospitals h on h.id = d.hospital_id
  join units u on u.id = d.unit_id
  left join unit_managers um on um.id = d.unit_manager_id
  left join job_postings j on j.id = d.job_id
  left join titles t on t.id = j.title_id
  ${extraJoin}
  where d.network_id = $1 and d.stage = 'assignment'
    and d.status = any($2::text[])
    and d.hospital_id = any($3::uuid[])
    ${search ? `and (c.first_name ilike $4 or c.last_name ilike $4 or c.first_name || ' ' || c.last_name ilike $4)` : ''}`;

const LIST_COLUMNS = `
  d.id as deal_id, c.id as traveler_id, c.first_name, c.last_name, c.email, c.phone_number,
  d.status, d.shift, d.title, d.guaranteed_hours, t.name as job_title,
  h.name as hospital, h.id as hospital_id, h.city, h.state, u.name as unit, um.name as unit_manager,
  d.notes, d.reference_id, d.start_date, d.end_date, d.retention_type`;

export interface Filter {
  networkId: string;
  statuses: string[];
  hospitalIds: string[];
  searchName?: string;
}

export interface ListQuery extends Filter {
  pageNumber: number;
  pageSize: number;
}

const filterParams = (f: Filter) => [f.networkId, f.statuses, f.hospitalIds, ...(f.searchName ? [`%${f.searchName}%`] : [])];

/** One page of the list plus its total count: the two statements of a list call. */
export const listStatements = (q: ListQuery): Statement[] => {
  const search = Boolean(q.searchName);
  const params = filterParams(q);
  const n = params.length;
  return [
    {
      sql: `select ${LIST_COLUMNS} ${assignments(search)}
            order by d.start_date, d.id limit $${n + 1} offset $${n + 2}`,
      params: [...params, q.pageSize, (q.pageNumber - 1) * q.pageSize],
    },
    { sql: `select count(*)::int as count ${assignments(search)}`, params },
  ];
};

/** The More Filters drawer: one group-by per filter group, then the result count. */
export const filterCountStatements = (f: Filter): Statement[] => {
  const search = Boolean(f.searchName);
  const params = filterParams(f);
  const byName = (name: string, id: string, extraJoin = '') =>
    `select ${name} as name, count(*)::int as count, array_agg(distinct ${id}) as ids ${assignments(search, extraJoin)}
     group by ${name} order by ${name}`;
  const byValue = (value: string) =>
    `select ${value} as name, count(*)::int as count ${assignments(search)} group by ${value} order by ${value}`;
  return [
    byName('h.name', 'h.id'),
    byName('u.name', 'u.id'),
    byValue('d.title'),
    byName('r.name', 'r.id', 'join regions r on r.id = h.region_id'),
    byValue('d.retention_type'),
    byName('um.name', 'um.id'),
    byValue('d.shift'),
    `select count(*)::int as count ${assignments(search)}`,
  ].map((sql) => ({ sql, params }));
};

/** The details page: the assignment with clinician, job and latest extension, then its history. */
export const detailsStatements = (networkId: string, dealId: string, hospitalIds: string[]): Statement[] => [
  {
    sql: `select d.id, d.clinician_id, c.onboarding_system_id, d.status, c.first_name, c.last_name, d.title, c.email,
                 c.phone_number, c.date_of_birth, c.years_of_experience, c.primary_skill, c.certifications,
                 c.active_licenses, d.shift, d.guaranteed_hours, d.start_date, d.end_date, d.requested_time_off,
                 d.bill_rate, d.legacy_file_count, d.hospital_id, d.unit_id, um.name as unit_manager, d.notes,
                 d.reference_id, d.version, e.status as extension_status, e.requested_at, e.start_date as extension_start,
                 e.end_date as extension_end, e.duration_weeks, t.name as job_title, h.name as hospital, h.city, h.state,
                 u.name as unit, u.unit_type, sl.name as shift_length, j.requisition_id, jr.name as reason, j.notes as job_notes
          from deals d
          join clinicians c on c.id = d.clinician_id
          join hospitals h on h.id = d.hospital_id
          join units u on u.id = d.unit_id
          left join unit_managers um on um.id = d.unit_manager_id
          left join job_postings j on j.id = d.job_id
          left join titles t on t.id = j.title_id
          left join shift_lengths sl on sl.id = j.shift_length_id
          left join job_reasons jr on jr.id = j.reason_id
          left join lateral (
            select x.status, x.requested_at, x.start_date, x.end_date, x.duration_weeks from extension_requests x
            where x.deal_id = d.id and x.is_active order by x.requested_at desc limit 1
          ) e on true
          where d.network_id = $1 and d.id = $2 and d.stage = 'assignment' and d.hospital_id = any($3::uuid[])`,
    params: [networkId, dealId, hospitalIds],
  },
  {
    sql: `select d.id, d.stage, d.retention_type, d.start_date, d.end_date, h.name as hospital, u.name as unit
          from deals d
          join hospitals h on h.id = d.hospital_id
          join units u on u.id = d.unit_id
          where d.network_id = $1 and d.stage = 'assignment' and d.id <> $2 and d.hospital_id = any($3::uuid[])
            and d.clinician_id = (select clinician_id from deals where id = $2)
          order by d.start_date desc`,
    params: [networkId, dealId, hospitalIds],
  },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

type Plan = [{ 'Execution Time': number }];

/**
 * Median over RUNS of the summed `Execution Time` of a call's statements, each run in its own
 * transaction as the app runs it: role portal_app with app.network_id set, so row-level security
 * applies. `statementsFor(run)` may vary its parameters per run (the details rotate deals).
 */
export const medianExecutionMs = async (
  databaseUrl: string,
  networkId: string,
  statementsFor: (run: number) => Statement[],
): Promise<number> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const totals: number[] = [];
    for (let run = 0; run <= RUNS; run += 1) {
      await client.query('begin');
      try {
        await client.query(`select set_config('app.network_id', $1, true), set_config('role', 'portal_app', true)`, [networkId]);
        let total = 0;
        for (const { sql, params } of statementsFor(run)) {
          const { rows } = await client.query<{ 'QUERY PLAN': Plan }>(`explain (analyze, format json) ${sql}`, params);
          total += rows[0]?.['QUERY PLAN'][0]['Execution Time'] ?? Number.NaN;
        }
        if (run > 0) totals.push(total);
      } finally {
        await client.query('rollback');
      }
    }
    return median(totals);
  } finally {
    await client.end();
  }
};
