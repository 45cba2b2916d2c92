import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { reportDefinition } from '@portal/domain/insights/report-definitions';
import { visibilityOf } from '../../apps/api/src/context/visibility';
import { withTenant } from '../../apps/api/src/db/tenant';
import { reportScope } from '../../apps/api/src/modules/insights/insight-report';
import { runReportQuery } from '../../apps/api/src/modules/insights/run-report-query';
import { loadFixtures, DEFAULT_DATABASE_URL } from './database';
import { adminContext } from './scenarios';

const f = await loadFixtures(DEFAULT_DATABASE_URL);
const pool = new pg.Pool({ connectionString: DEFAULT_DATABASE_URL, max: 1 });
const seen: { q: string; p: unknown[] }[] = [];
const db = drizzle(pool, { logger: { logQuery: (q, p) => seen.push({ q, p }) } }) as never;
const context = adminContext(f);
const scope = reportScope(visibilityOf(context, f.networkId), {}, new Date());
await withTenant(db, f.networkId, (tx) => runReportQuery(tx, reportDefinition('review-and-acceptance-by-hospital')!, scope));
const client = await pool.connect();
for (const { q, p } of seen) {
  if (!/deals/.test(q)) continue;
  await client.query('begin');
  await client.query(`set local role portal_app`).catch(() => undefined);
  await client.query(`select set_config('app.network_id', $1, true)`, [f.networkId]);
  const r = await client.query(`explain (analyze, buffers) ${q}`, p as unknown[]);
  console.log(q.slice(0, 2000));
  console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
  await client.query('rollback');
}
client.release();
await pool.end();
