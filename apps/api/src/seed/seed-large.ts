import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { hashPassword } from '../lib/passwords';
import { networks } from '../db/schema/tenancy';
import { users } from '../db/schema/users';
import { lockSeeding } from './advisory-lock';
import { createCalendar } from './dates';
import { DEMO_PASSWORD } from './demo-accounts';
import { invoiceStatement, LARGE_INVOICES } from './large-invoices';
import { largeNetworkName, largeNetworks } from './large-plan';
import { clinicianStatement, dealStatement, LARGE_TEAM_USERS, networkStatements, teamStatements } from './large-statements';

export interface SeedLargeOptions {
  today?: Date;
  log?: (line: string) => void;
  /**
   * VACUUM (ANALYZE) the filled tables once committed, instead of only analyzing them. A bulk load
   * leaves the visibility map empty until autovacuum gets round to it, so an index-only count visits
   * the heap for every row; the benchmarks must see the state a database in service has. For
   * PostgreSQL: PGlite is never benchmarked, and its seed is slow enough already.
   */
  vacuum?: boolean;
}

const FILLED_TABLES =
  'networks, hospitals, units, unit_managers, users, user_hospitals, clinicians, job_postings, job_approvers, deals, ' +
  'deal_decision_day_totals, deal_decision_month_totals, deal_start_stop_day_totals, invoices, invoice_lines, ' +
  'invoice_line_day_totals, invoice_line_month_totals, deal_bill_rates';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * The benchmark volume on top of the demo: 50 networks ('Benchmark Network 01'...) holding
 * 1,000,000 deals, the largest 200,000 of them with 20,000 On Assignment, with clinicians,
 * hospitals, units, unit managers, job postings and two users per network
 * (admin@benchmarkNN.test, general@benchmarkNN.test; password demo1234), and for the largest
 * network a team of LARGE_TEAM_USERS more users and 400,000 invoices over two years with their
 * lines. No documents. Set-based SQL in one
 * transaction, so an interrupted run leaves nothing; skipped when
 * 'Benchmark Network 01' exists. Meant for PostgreSQL (a few minutes); PGlite works but is slow.
 * Returns whether it seeded.
 */
export const seedLarge = async (db: Database, { today = new Date(), log = console.log, vacuum = false }: SeedLargeOptions = {}): Promise<boolean> => {
  const started = performance.now();
  const seeded = await db.transaction(async (tx) => {
    await lockSeeding(tx);
    const existing = await tx.select({ id: networks.id }).from(networks).where(eq(networks.name, largeNetworkName(1)));
    const day = createCalendar(today).date(0);
    const list = largeNetworks();
    const run = async (label: string, statement: string) => {
      const since = performance.now();
      await tx.execute(sql.raw(statement));
      log(`large seed: ${label} (${seconds(since)})`);
    };
    if (existing.length > 0) {
      // A database seeded before the first network had its team gets the team alone.
      const [{ users: present } = { users: 0 }] = await tx
        .select({ users: count() })
        .from(users)
        .where(eq(users.networkId, existing[0]!.id));
      if (present < LARGE_TEAM_USERS) {
        for (const [label, statement] of teamStatements(list, day)) await run(label, statement);
        await run('analyze users', 'analyze users, user_hospitals');
      }
      log('large seed: benchmark networks already present, skipped');
      return false;
    }

    for (const [label, statement] of networkStatements(list, day, await hashPassword(DEMO_PASSWORD))) {
      await run(label, statement);
    }
    let clinicians = 0;
    let deals = 0;
    for (const [i, network] of list.entries()) {
      const since = performance.now();
      await tx.execute(sql.raw(clinicianStatement(network, day)));
      await tx.execute(sql.raw(dealStatement(network, day)));
      clinicians += network.clinicians;
      deals += network.deals;
      if (i === 0 || (i + 1) % 10 === 0) {
        log(
          `large seed: ${i + 1}/${list.length} networks, ${clinicians.toLocaleString('en-US')} clinicians, ` +
            `${deals.toLocaleString('en-US')} deals (last ${seconds(since)}, total ${seconds(started)})`,
        );
      }
    }
    await run(`${LARGE_INVOICES.toLocaleString('en-US')} invoices with their lines (largest network)`, invoiceStatement(list[0]!, day));
    // Fresh statistics so the planner (and so the benchmarks) see the real table sizes; VACUUM (ANALYZE) gives them below.
    if (!vacuum) await run('analyze', `analyze ${FILLED_TABLES}`);
    return true;
  });
  if (seeded && vacuum) {
    const since = performance.now();
    // VACUUM refuses to run in a transaction block: db.execute runs it alone on a pooled connection, in autocommit.
    await db.execute(sql.raw(`vacuum (analyze) ${FILLED_TABLES}`));
    log(`large seed: vacuum (analyze) (${seconds(since)})`);
  }
  if (seeded) log(`large seed: done in ${seconds(started)}`);
  return seeded;
};
