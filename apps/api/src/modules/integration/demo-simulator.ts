import { randomInt, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { MSP_ADMIN } from '@portal/domain/access/user-types';
import { callPath } from '@portal/domain/api/call';
import { changeIntegrationDealStatus, submitIntegrationCandidate } from '@portal/domain/api/integration';
import { answerIntegrationInterview } from '@portal/domain/api/interviews';
import { submitIntegrationTimecard } from '@portal/domain/api/timecards';
import type { DealStatusEvent } from '@portal/domain/deals/deal-status-events';
import { addDays } from '@portal/domain/timecards/timecard-rules';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { firstRow, rowsOf } from '../../lib/sql-helpers';
import { hashApiKey, newApiKey } from '../../context/api-key-auth';

export const DEMO_KEY_NAME = 'Demo simulator';

const FIRST_NAMES = ['Avery', 'Jordan', 'Riley', 'Morgan', 'Casey', 'Quinn', 'Harper', 'Rowan', 'Emery', 'Sawyer'];
const LAST_NAMES = ['Okafor', 'Lindqvist', 'Moreau', 'Castillo', 'Nakamura', 'Brennan', 'Haddad', 'Kowalski', 'Adeyemi', 'Ferreira'];
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;

interface DemoKey {
  key: string;
  networkId: string;
  /** When the key was issued: the simulator answers the interviews requested since (the seed's own stay as seeded). */
  issuedAt: string;
}

/**
 * A fresh key of the network with the most active jobs (the demo's main one), created by an MSP Admin account;
 * the simulator's keys of earlier starts are revoked, so one is live at a time. Read and written
 * as the owner role: the simulator is the portal itself, not a request of a network.
 */
export const issueDemoKey = async (db: Database): Promise<DemoKey | undefined> =>
  db.transaction(async (tx) => {
    const target = firstRow<{ networkId: string; creatorId: string }>(
      await tx.execute(sql`
        select n.id as "networkId", (select u.id from users u join user_types t on t.id = u.user_type_id where t.name = ${MSP_ADMIN} order by u.email limit 1) as "creatorId"
        from networks n join job_postings jp on jp.network_id = n.id and jp.posting_status = 'Active'
        group by n.id order by count(*) desc, n.name limit 1`),
    );
    if (!target?.creatorId) return undefined;
    await tx.execute(sql`update api_keys set revoked_at = now() where network_id = ${target.networkId} and name = ${DEMO_KEY_NAME} and revoked_at is null`);
    const key = newApiKey();
    await tx.execute(sql`
      insert into api_keys (network_id, name, key_hash, created_by) values (${target.networkId}, ${DEMO_KEY_NAME}, ${hashApiKey(key)}, ${target.creatorId})`);
    return { key, networkId: target.networkId, issuedAt: new Date().toISOString() };
  });

const post = async (baseUrl: string, demo: DemoKey, path: string, body: object, log: FastifyBaseLogger) => {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': demo.key },
    body: JSON.stringify(body),
  });
  if (!res.ok) log.warn({ path, status: res.status, body: (await res.text()).slice(0, 500) }, 'simulated call refused');
};

/** One candidate for a random active job, sent over HTTP as a provider's system would. */
const submitCandidate = async (db: Database, baseUrl: string, demo: DemoKey, log: FastifyBaseLogger) => {
  const jobs = rowsOf<{ externalId: string }>(
    await db.execute(sql`select external_id as "externalId" from job_postings where network_id = ${demo.networkId} and posting_status = 'Active'`),
  );
  if (jobs.length === 0) return;
  const firstName = pick(FIRST_NAMES);
  const lastName = pick(LAST_NAMES);
  const id = randomUUID();
  await post(baseUrl, demo, callPath(submitIntegrationCandidate), {
    externalId: `sim-${id}`,
    jobId: pick(jobs).externalId,
    clinician: { externalId: `sim-clinician-${id}`, firstName, lastName, email: `${firstName}.${lastName}@clinicians.test`.toLowerCase(), yearsOfExperience: randomInt(1, 25) },
  }, log);
};

/** Which deal an assignment event moves: the one due first, as the provider's system would report it. */
const DUE_FIRST: Record<'assignmentStarted' | 'assignmentCompleted', { status: string; order: 'start_date' | 'end_date' }> = {
  assignmentStarted: { status: 'Assigned', order: 'start_date' },
  assignmentCompleted: { status: 'On Assignment', order: 'end_date' },
};

/** Starts the Assigned deal that starts first, or ends the assignment that ends first, over HTTP. */
export const moveAssignment = async (db: Database, baseUrl: string, demo: DemoKey, event: keyof typeof DUE_FIRST, log: FastifyBaseLogger) => {
  const { status, order } = DUE_FIRST[event];
  const deal = firstRow<{ id: string; version: number }>(
    await db.execute(sql`
      select id, version from deals where network_id = ${demo.networkId} and status = ${status}
      order by ${sql.identifier(order)}, id limit 1`),
  );
  if (!deal) return;
  const change: { externalId: string; event: DealStatusEvent; version: number } = { externalId: `sim-${randomUUID()}`, event, version: deal.version };
  await post(baseUrl, demo, callPath(changeIntegrationDealStatus).replace(':dealId', deal.id), change, log);
};

/**
 * The provider's scheduler at work: the oldest interview requested since the key was issued and
 * waiting for the provider is confirmed at the hospital's first time still ahead, over HTTP.
 */
export const answerInterviewRequest = async (db: Database, baseUrl: string, demo: DemoKey, log: FastifyBaseLogger) => {
  const interview = firstRow<{ id: string; version: number; start: string | null }>(
    await db.execute(sql`
      select i.id, i.version, (select to_char(min(s) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') from unnest(i.slots) s where s > now()) as start
      from interviews i
      where i.network_id = ${demo.networkId} and i.status = 'Requested' and i.created_at >= ${demo.issuedAt}::timestamptz
      order by i.created_at, i.id limit 1`),
  );
  if (!interview?.start) return;
  const answer = { externalId: `sim-${randomUUID()}`, version: interview.version, answer: 'choose', start: interview.start };
  await post(baseUrl, demo, callPath(answerIntegrationInterview).replace(':id', interview.id), answer, log);
};

/**
 * Last week's timecard of a current assignment that has none for it, as the provider's time system
 * sends it: Monday, Wednesday and Friday 12-hour days, now and then finishing late without a break.
 */
export const submitTimecardWeek = async (db: Database, baseUrl: string, demo: DemoKey, log: FastifyBaseLogger) => {
  const today = new Date();
  const weekStart = addDays(today.toISOString().slice(0, 10), -((today.getUTCDay() + 6) % 7) - 7);
  const deal = firstRow<{ id: string }>(
    await db.execute(sql`
      select d.id from deals d where d.network_id = ${demo.networkId} and d.status = 'On Assignment'
        and d.start_date <= ${weekStart}::date and d.end_date >= ${weekStart}::date + 6
        and not exists (select 1 from timecards t where t.deal_id = d.id and t.week_start = ${weekStart}::date)
      order by d.id limit 1`),
  );
  if (!deal) return;
  const days = [0, 2, 4].map((day) => addDays(weekStart, day));
  const late = randomInt(3) === 0;
  const id = randomUUID();
  await post(baseUrl, demo, callPath(submitIntegrationTimecard), {
    externalId: `sim-${id}`,
    timecardId: `SIM-TC-${id}`,
    dealId: deal.id,
    weekStart,
    schedule: days.map((date) => ({ date, start: '07:00', end: '19:30' })),
    lines: days.map((date, index) =>
      late && index === 1
        ? { date, start: '07:00', end: '21:00', breakMinutes: 0, shiftType: 'overtime', note: 'Stayed for a late admission' }
        : { date, start: '07:00', end: '19:30', breakMinutes: 30, shiftType: 'regular' },
    ),
  }, log);
};

/**
 * One round: mostly a new candidate, sometimes an assignment starting or ending, so the demo's lists,
 * counts and bell keep moving the way a provider's traffic moves them.
 */
const simulateOne = async (db: Database, baseUrl: string, demo: DemoKey, log: FastifyBaseLogger) => {
  await answerInterviewRequest(db, baseUrl, demo, log);
  const roll = randomInt(7);
  if (roll === 4) return moveAssignment(db, baseUrl, demo, 'assignmentStarted', log);
  if (roll === 5) return moveAssignment(db, baseUrl, demo, 'assignmentCompleted', log);
  if (roll === 6) return submitTimecardWeek(db, baseUrl, demo, log);
  return submitCandidate(db, baseUrl, demo, log);
};

/** Whether the simulator runs: as SIMULATOR says, or, unset, in the embedded set-up outside tests. */
export const simulatorRuns = (config: Pick<Config, 'SIMULATOR' | 'NODE_ENV' | 'DATABASE_URL'>): boolean =>
  config.SIMULATOR === undefined ? config.NODE_ENV !== 'test' && config.DATABASE_URL === undefined : config.SIMULATOR === 'true';

/**
 * The demo simulator (issue 15): when it runs (simulatorRuns), once the server listens, it calls the
 * integration API every SIMULATOR_INTERVAL_SECONDS, over real HTTP to this instance, so the demo's bell,
 * candidates and assignments stay alive. A failure is logged and the loop goes on.
 */
export const startDemoSimulator = (
  app: FastifyInstance,
  config: Pick<Config, 'SIMULATOR' | 'SIMULATOR_INTERVAL_SECONDS' | 'NODE_ENV' | 'DATABASE_URL'>,
  db: Database,
) => {
  if (!simulatorRuns(config)) return;
  const log = app.log.child({ component: 'demo-simulator' });
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  app.addHook('onListen', async () => {
    const address = app.server.address() as AddressInfo;
    const baseUrl = `http://127.0.0.1:${address.port}`;
    const demo = await issueDemoKey(db);
    if (!demo) {
      log.warn('no network with an active job and no MSP Admin account: the simulator stays idle');
      return;
    }
    timer = setInterval(() => {
      round ??= simulateOne(db, baseUrl, demo, log)
        .catch((error: unknown) => log.error({ err: error }, 'simulated call failed'))
        .finally(() => {
          round = undefined;
        });
    }, config.SIMULATOR_INTERVAL_SECONDS * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
  });
};
