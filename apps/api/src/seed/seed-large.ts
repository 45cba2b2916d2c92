import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { hashPassword } from '../lib/passwords';
import { firstRow } from '../lib/sql-helpers';
import { networks } from '../db/schema/tenancy';
import { lockSeeding } from './advisory-lock';
import { createCalendar } from './dates';
import { DEMO_PASSWORD } from './demo-accounts';
import { invoiceStatement, LARGE_INVOICES } from './large-invoices';
import { largeNetworkName, largeNetworks, type LargeNetwork } from './large-plan';
import { evaluationStatement, interviewStatements } from './large-reviews';
import { clinicianStatement, dealStatement, flagStatement, LARGE_TEAM_USERS, networkStatements, teamStatements } from './large-statements';
import { LARGE_TIMECARD_WEEKS, timecardStatement } from './large-timecards';

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
  'invoice_line_day_totals, invoice_line_month_totals, deal_bill_rates, timecards, timecard_lines, clinician_evaluations, interviews';

type Statement = [label: string, sql: string];

/**
 * The parts of the largest network added after the first large seeds, each with how to tell it is
 * there: a database seeded before one gets that part alone (and the tables it fills analyzed).
 */
const laterParts = (list: LargeNetwork[], day: string): { present: string; statements: Statement[]; tables: string }[] => {
  const first = list[0]!;
  const holds = (table: string) => `select exists (select 1 from ${table} where network_id = '${first.id}') as present`;
  return [
    {
      present: `select count(*) >= ${LARGE_TEAM_USERS} as present from users where network_id = '${first.id}'`,
      statements: teamStatements(list, day),
      tables: 'users, user_hospitals',
    },
    {
      present: holds('timecards'),
      statements: [flagStatement(list), [`timecards, ${LARGE_TIMECARD_WEEKS} weeks of each current assignment, with their lines (largest network)`, timecardStatement(first, day)]],
      tables: 'timecards, timecard_lines',
    },
    { present: holds('clinician_evaluations'), statements: [['evaluations of completed assignments (largest network)', evaluationStatement(first)]], tables: 'clinician_evaluations' },
    { present: holds('interviews'), statements: interviewStatements(first), tables: 'interviews, deals' },
  ];
};

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * The benchmark volume on top of the demo: 50 networks ('Benchmark Network 01'...) holding
 * 1,000,000 deals, the largest 200,000 of them with 20,000 On Assignment, with clinicians,
 * hospitals, units, unit managers, job postings and two users per network
 * (admin@benchmarkNN.test, general@benchmarkNN.test; password demo1234), and for the largest
 * network a team of LARGE_TEAM_USERS more users, 400,000 invoices over two years with their
 * lines, a year of weekly timecards of each current assignment with their lines, evaluations of
 * completed assignments and interviews of candidates. No documents. Set-based SQL in one
 * transaction, so an interrupted run leaves nothing; when 'Benchmark Network 01' exists, only the
 * parts it lacks are added (laterParts). Meant for PostgreSQL (a few minutes); PGlite works but is slow.
 * Returns whether it seeded.
 */
export const seedLarge = async (db: Database, { today = new Date(), log = console.log, vacuum = false }: SeedLargeOptions = {}): Promise<boolean> => {
  const started = performance.now();
  const addedTables: string[] = [];
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
      // A database seeded before some parts of the first network existed gets those parts alone.
      for (const part of laterParts(list, day)) {
        if (firstRow<{ present: boolean }>(await tx.execute(sql.raw(part.present)))?.present !== false) continue;
        for (const [label, statement] of part.statements) await run(label, statement);
        if (vacuum) addedTables.push(part.tables);
        else await run(`analyze ${part.tables}`, `analyze ${part.tables}`);
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
    // The team came with the networks; the timecards' flag statement finds its rows there already.
    for (const part of laterParts(list, day).slice(1)) {
      for (const [label, statement] of part.statements) await run(label, statement);
    }
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
  if (addedTables.length > 0) {
    const since = performance.now();
    await db.execute(sql.raw(`vacuum (analyze) ${addedTables.join(', ')}`));
    log(`large seed: vacuum (analyze) of the parts added (${seconds(since)})`);
  }
  if (seeded) log(`large seed: done in ${seconds(started)}`);
  return seeded;
};
