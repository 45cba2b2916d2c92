import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { runCommand } from './server';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/portal_bench';
/** The largest network of the large seed (apps/api/src/db/seed/large-plan.ts) and its size. */
export const NETWORK_NAME = 'Benchmark Network 01';
export const NETWORK_DEALS = 200_000;
export const NETWORK_ADMIN = 'admin@benchmark01.test';
/** Deals the details scenario rotates through: enough that it is not one cached row. */
const DETAIL_DEALS = 200;

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

/**
 * Loads the large seed through the API's own seed command (it applies the migrations first) unless
 * it is there already. Returns how long seeding took, or undefined when it was already present.
 */
export const ensureLargeSeed = async (url: string): Promise<number | undefined> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const before = await largestNetworkDeals(client);
    if (before === NETWORK_DEALS) return undefined;
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

/** What the scenarios need to know about the largest network, read as the owner role (no RLS). */
export interface Fixtures {
  networkId: string;
  /** Every hospital of the network: what its Client Admin sees. */
  hospitalIds: string[];
  /** A last name of a clinician on assignment there, for the name search. */
  lastName: string;
  /** On Assignment deals of the network, for the details call. */
  dealIds: string[];
  assignmentDeals: number;
}

export const loadFixtures = async (url: string): Promise<Fixtures> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const network = await client.query<{ id: string }>('select id from networks where name = $1', [NETWORK_NAME]);
    const networkId = network.rows[0]?.id;
    if (!networkId) throw new Error(`No network ${NETWORK_NAME}`);
    const hospitals = await client.query<{ id: string }>('select id from hospitals where network_id = $1 order by id', [networkId]);
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
    const lastName = name.rows[0]?.last_name;
    if (!lastName || deals.rows.length === 0) throw new Error(`${NETWORK_NAME} has no deal On Assignment`);
    return {
      networkId,
      hospitalIds: hospitals.rows.map((r) => r.id),
      lastName,
      dealIds: deals.rows.map((r) => r.id),
      assignmentDeals: assignments.rows[0]?.n ?? 0,
    };
  } finally {
    await client.end();
  }
};
