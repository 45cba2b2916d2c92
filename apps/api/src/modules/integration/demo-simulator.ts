import { randomInt, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { MSP_ADMIN } from '@portal/domain/access/user-types';
import { callPath } from '@portal/domain/api/call';
import { submitIntegrationCandidate } from '@portal/domain/api/integration';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { firstRow, rowsOf } from '../../lib/sql-helpers';
import { hashApiKey, newApiKey } from './api-key-auth';

export const DEMO_KEY_NAME = 'Demo simulator';

const FIRST_NAMES = ['Avery', 'Jordan', 'Riley', 'Morgan', 'Casey', 'Quinn', 'Harper', 'Rowan', 'Emery', 'Sawyer'];
const LAST_NAMES = ['Okafor', 'Lindqvist', 'Moreau', 'Castillo', 'Nakamura', 'Brennan', 'Haddad', 'Kowalski', 'Adeyemi', 'Ferreira'];
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;

interface DemoKey {
  key: string;
  networkId: string;
}

/**
 * A fresh key of the network with the most active jobs (the demo's main one), created by an MSP Admin account;
 * the simulator's keys of earlier starts are revoked, so one is live at a time. Read and written
 * as the owner role: the simulator is the portal itself, not a request of a network.
 */
const issueDemoKey = async (db: Database): Promise<DemoKey | undefined> =>
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
    return { key, networkId: target.networkId };
  });

/** One candidate for a random active job, sent over HTTP as a provider's system would. */
const submitOne = async (db: Database, baseUrl: string, demo: DemoKey, log: FastifyBaseLogger) => {
  const jobs = rowsOf<{ externalId: string }>(
    await db.execute(sql`select external_id as "externalId" from job_postings where network_id = ${demo.networkId} and posting_status = 'Active'`),
  );
  if (jobs.length === 0) return;
  const firstName = pick(FIRST_NAMES);
  const lastName = pick(LAST_NAMES);
  const id = randomUUID();
  const res = await fetch(`${baseUrl}${callPath(submitIntegrationCandidate)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': demo.key },
    body: JSON.stringify({
      externalId: `sim-${id}`,
      jobId: pick(jobs).externalId,
      clinician: { externalId: `sim-clinician-${id}`, firstName, lastName, email: `${firstName}.${lastName}@clinicians.test`.toLowerCase(), yearsOfExperience: randomInt(1, 25) },
    }),
  });
  if (!res.ok) log.warn({ status: res.status, body: (await res.text()).slice(0, 500) }, 'simulated submission refused');
};

/**
 * The demo simulator (issue 15): with SIMULATOR=true, once the server listens, it submits a new
 * candidate through the integration API every SIMULATOR_INTERVAL_SECONDS, over real HTTP to this
 * instance, so the demo's bell and candidate list stay alive. A failure is logged and the loop goes on.
 */
export const startDemoSimulator = (app: FastifyInstance, config: Pick<Config, 'SIMULATOR' | 'SIMULATOR_INTERVAL_SECONDS'>, db: Database) => {
  if (config.SIMULATOR !== 'true') return;
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
      round ??= submitOne(db, baseUrl, demo, log)
        .catch((error: unknown) => log.error({ err: error }, 'simulated submission failed'))
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
