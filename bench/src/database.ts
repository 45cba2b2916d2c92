import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { userTypeByName } from '@portal/domain/access/user-types';
import { runCommand } from './server';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/portal_bench';
/** The largest network of the large seed (apps/api/src/seed/large-plan.ts) and its size. */
export const NETWORK_NAME = 'Benchmark Network 01';
export const NETWORK_DEALS = 200_000;
export const NETWORK_ADMIN = 'admin@benchmark01.test';
/** Deals (and jobs) the details scenarios rotate through: enough that it is not one cached row. */
const DETAIL_DEALS = 200;
const DETAIL_JOBS = 200;
const DETAIL_INVOICES = 200;

/** Creates the database of `url` when the server does not have it yet. */
export const ensureDatabase = async (url: string): Promise<void> => {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name) throw new Error(`DATABASE_URL names no database: ${url}`);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await admin.query(`create database ${pg.escapeIdentifier(name)}`);
      console.log(`created database ${name}`);
    }
  } finally {
    await admin.end();
  }
};

/** Deals of the largest network, or undefined before the large seed (or before any migration). */
const largestNetworkDeals = async (client: pg.Client): Promise<number | undefined> => {
  const { rows } = await client.query<{ tables: string | null }>(`select to_regclass('public.deals')::text as tables`);
  if (!rows[0]?.tables) return undefined;
  const counted = await client.query<{ n: number }>(
    'select count(d.id)::int as n from networks n left join deals d on d.network_id = n.id where n.name = $1 group by n.id',
    [NETWORK_NAME],
  );
  return counted.rows[0]?.n;
};

/** Users of the largest network (the seed's LARGE_TEAM_USERS): the user search budget is set for 5,000. */
const NETWORK_USERS = 5_000;
/** Tables of the largest network the seed filled after its first version (seed-large.ts' laterParts). */
const LATER_TABLES = ['timecards', 'clinician_evaluations', 'interviews'] as const;

/**
 * What the largest network lacks of the parts added to the large seed later (its team, timecards,
 * evaluations, interviews): a database seeded before them gets them from the seed command alone.
 */
const missingLaterParts = async (client: pg.Client): Promise<string[]> => {
  const users = await client.query<{ n: number }>(
    'select count(u.id)::int as n from networks n join users u on u.network_id = n.id where n.name = $1',
    [NETWORK_NAME],
  );
  const missing = (users.rows[0]?.n ?? 0) >= NETWORK_USERS ? [] : [`${NETWORK_USERS.toLocaleString('en-US')} users`];
  for (const table of LATER_TABLES) {
    // A table whose migration has not run yet fails the query and counts as missing: the seed command migrates first.
    const { rows } = await client
      .query<{ present: boolean }>(`select exists (select 1 from ${table} t join networks n on n.id = t.network_id where n.name = $1) as present`, [NETWORK_NAME])
      .catch(() => ({ rows: [{ present: false }] }));
    if (!rows[0]?.present) missing.push(table);
  }
  return missing;
};

/**
 * Loads the large seed through the API's own seed command (it applies the migrations first) unless
 * it is there already. Returns how long seeding took, or undefined when it was already present.
 */
export const ensureLargeSeed = async (url: string): Promise<number | undefined> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const before = await largestNetworkDeals(client);
    if (before === NETWORK_DEALS) {
      const missing = await missingLaterParts(client);
      if (missing.length === 0) return undefined;
      // Seeded before these parts: the seed command adds them alone.
      console.log(`adding ${NETWORK_NAME}'s ${missing.join(', ')} to the large seed...`);
      await runCommand('npm', ['run', 'seed', '-w', 'apps/api', '--', '--scale', 'large'], { ...process.env, DATABASE_URL: url });
      return undefined;
    }
    if (before !== undefined) {
      throw new Error(`${NETWORK_NAME} holds ${before} deals, not ${NETWORK_DEALS}: drop the database to seed it afresh.`);
    }
    console.log(`seeding the large scale into ${new URL(url).pathname.slice(1)} (a few minutes)...`);
    const started = performance.now();
    await runCommand('npm', ['run', 'seed', '-w', 'apps/api', '--', '--scale', 'large'], { ...process.env, DATABASE_URL: url });
    const after = await largestNetworkDeals(client);
    if (after !== NETWORK_DEALS) throw new Error(`After seeding, ${NETWORK_NAME} holds ${after ?? 'no'} deals`);
    return performance.now() - started;
  } finally {
    await client.end();
  }
};

/**
 * A fresh bulk load has an empty visibility map until a vacuum runs, so index-only counts visit the
 * heap for every row. The large seed now vacuums after loading; a database it seeded before, which
 * autovacuum has not reached either, gets the same state here once. Returns whether it vacuumed.
 */
export const vacuumIfNeverVacuumed = async (url: string): Promise<boolean> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ never: boolean }>(
      `select last_vacuum is null and last_autovacuum is null as never from pg_stat_user_tables where relid = 'public.deals'::regclass`,
    );
    if (!rows[0]?.never) return false;
    await client.query('vacuum (analyze) deals, clinicians');
    return true;
  } finally {
    await client.end();
  }
};

/** What the scenarios need to know about the largest network, read as the owner role (no RLS). */
export interface Fixtures {
  networkId: string;
  /** Every hospital of the network: what its Client Admin sees. */
  hospitalIds: string[];
  /** NETWORK_ADMIN's id, user type and privileges, as the request context loads them. */
  admin: { id: string; userType: string; privileges: string[] };
  /** A last name of a clinician on assignment there, for the name search. */
  lastName: string;
  /** On Assignment deals of the network, for the details call. */
  dealIds: string[];
  assignmentDeals: number;
  /** Job #s of the network's postings, for the job details call (opened by Job # from the list). */
  jobNumbers: string[];
  jobPostings: number;
  /** The hospital the invoice list preselects (the first by name), an Invoice # to search for, and how many invoices the network has. */
  invoiceFacilityId: string;
  invoiceNumber: string;
  invoices: number;
  /** Invoices of the last year (their weeks have timecards once the seed has them), for the details call. */
  invoiceIds: string[];
}

export const loadFixtures = async (url: string): Promise<Fixtures> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const network = await client.query<{ id: string }>('select id from networks where name = $1', [NETWORK_NAME]);
    const networkId = network.rows[0]?.id;
    if (!networkId) throw new Error(`No network ${NETWORK_NAME}`);
    const hospitals = await client.query<{ id: string }>('select id from hospitals where network_id = $1 order by id', [networkId]);
    const admin = await client.query<{ id: string; user_type: string; privileges: string[] }>(
      `select u.id, ut.name as user_type, coalesce(array_agg(p.name) filter (where p.name is not null), '{}') as privileges
       from users u join user_types ut on ut.id = u.user_type_id
       left join user_type_privileges utp on utp.user_type_id = u.user_type_id
       left join privileges p on p.id = utp.privilege_id
       where lower(u.email) = lower($1) group by u.id, ut.name`,
      [NETWORK_ADMIN],
    );
    const adminType = admin.rows[0]?.user_type ?? 'missing user';
    // hospitalIds are what the admin sees only for a user type that sees every hospital.
    if (!userTypeByName(adminType)?.allHospitals) throw new Error(`${NETWORK_ADMIN} is ${adminType}, which does not see every hospital`);
    // The most frequent name: a search a user of a big network would really type, with many matches.
    const name = await client.query<{ last_name: string }>(
      `select c.last_name from deals d join clinicians c on c.id = d.clinician_id
       where d.network_id = $1 and d.status = 'On Assignment'
       group by c.last_name order by count(*) desc, c.last_name limit 1`,
      [networkId],
    );
    const deals = await client.query<{ id: string }>(
      `select id from deals where network_id = $1 and stage = 'assignment' and status = 'On Assignment' order by id limit $2`,
      [networkId, DETAIL_DEALS],
    );
    const assignments = await client.query<{ n: number }>(
      `select count(*)::int as n from deals where network_id = $1 and stage = 'assignment'`,
      [networkId],
    );
    const jobs = await client.query<{ external_id: string }>(
      `select external_id from job_postings where network_id = $1 order by id limit $2`,
      [networkId, DETAIL_JOBS],
    );
    const postings = await client.query<{ n: number }>(`select count(*)::int as n from job_postings where network_id = $1`, [networkId]);
    const facility = await client.query<{ id: string }>('select id from hospitals where network_id = $1 order by name, id limit 1', [networkId]);
    const invoices = await client.query<{ n: number; number: string | null }>(
      `select count(*)::int as n, (array_agg(invoice_number order by invoice_date desc, id desc))[1000] as number from invoices where network_id = $1`,
      [networkId],
    );
    // The first invoices by id are the newest few hundred days' (large-invoices.ts), so inside the timecards' year.
    const invoiceIds = await client.query<{ id: string }>(
      `select id from invoices where network_id = $1 and invoice_date > (select max(invoice_date) - 300 from invoices where network_id = $1) order by id limit $2`,
      [networkId, DETAIL_INVOICES],
    );
    const lastName = name.rows[0]?.last_name;
    if (!lastName || deals.rows.length === 0) throw new Error(`${NETWORK_NAME} has no deal On Assignment`);
    if (jobs.rows.length === 0) throw new Error(`${NETWORK_NAME} has no job posting`);
    return {
      networkId,
      hospitalIds: hospitals.rows.map((r) => r.id),
      admin: { id: admin.rows[0]?.id ?? '', userType: adminType, privileges: admin.rows[0]?.privileges ?? [] },
      lastName,
      dealIds: deals.rows.map((r) => r.id),
      assignmentDeals: assignments.rows[0]?.n ?? 0,
      jobNumbers: jobs.rows.map((r) => r.external_id),
      jobPostings: postings.rows[0]?.n ?? 0,
      invoiceFacilityId: facility.rows[0]?.id ?? '',
      invoiceNumber: invoices.rows[0]?.number ?? 'INV-0',
      invoices: invoices.rows[0]?.n ?? 0,
      invoiceIds: invoiceIds.rows.map((r) => r.id),
    };
  } finally {
    await client.end();
  }
};
