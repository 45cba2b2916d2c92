import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { callPath } from '@portal/domain/api/call';
import { updateCandidate } from '@portal/domain/api/candidates';
import { check, machineLoad, statusCounts, type Check } from './checks';
import { call, describe, isSuccess, type Answer } from './http';
import { withDatabase } from './processes';
import type { SignedIn } from './traffic';

export const SCENARIO = 'd. 20 identical decisions';
const CONCURRENT = 20;
const CALL_TIMEOUT_MS = 30_000;

interface Candidate {
  id: string;
  version: number;
}

const readyCandidates = async (db: Client, email: string): Promise<Candidate[]> => {
  const rows = await db.query<Candidate>(
    `select d.id, d.version from deals d join users u on u.network_id = d.network_id
     where lower(u.email) = lower($1) and d.stage = 'candidate' and d.status = 'Ready for Review'
     order by d.id limit 2`,
    [email],
  );
  return rows.rows;
};

const decisionsRecorded = async (db: Client, id: string) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from audit_log where entity = 'candidate' and entity_id = $1 and action = 'offer'`, [id])).rows[0]?.n ?? 0;

const versionOf = async (db: Client, id: string) => (await db.query<{ version: number }>('select version from deals where id = $1', [id])).rows[0]?.version;

/** Whether the offers on `candidate` left one decision: one audit row, the version moved on once. */
const decidedOnce = async (db: Client, candidate: Candidate) => {
  const recorded = await decisionsRecorded(db, candidate.id);
  const version = await versionOf(db, candidate.id);
  return { once: recorded === 1 && version === candidate.version + 1, measured: `${recorded} audit row(s); version ${candidate.version} -> ${version}` };
};

const isCleanConflict = (a: Answer) => {
  if (a.status !== 409 || !a.contentType?.includes('application/json')) return false;
  try {
    return typeof (JSON.parse(a.body) as { message?: unknown }).message === 'string';
  } catch {
    return false;
  }
};

/**
 * 20 concurrent offers on one Ready for Review candidate with one Idempotency-Key, then 20 on
 * another with 20 different keys, all as the same user at the version they saw. Goals: one
 * decision recorded each time (one audit row, the version moved on once); the same key answers
 * 20 times the same status and body; different keys answer the winner's answer or a clean 409
 * (JSON with a message); never a 5xx.
 */
export const runDecisionScenario = (baseUrl: string, admin: SignedIn, databaseUrl: string): Promise<Check[]> =>
  withDatabase(databaseUrl, async (db) => {
    const [sameKey, differentKeys] = await readyCandidates(db, admin.email);
    if (!sameKey || !differentKeys) return [check(SCENARIO, 'two Ready for Review candidates to decide', 'the demo seed has fewer', false)];
    const decide = (candidate: Candidate, key: string) =>
      call(baseUrl, {
        method: 'PUT',
        path: callPath(updateCandidate),
        token: admin.token,
        headers: { 'idempotency-key': key },
        body: { dealId: candidate.id, decision: 'offer', version: candidate.version },
        timeoutMs: CALL_TIMEOUT_MS,
      });

    const key = `reliability-${randomUUID()}`;
    const same = await Promise.all(Array.from({ length: CONCURRENT }, () => decide(sameKey, key)));
    const different = await Promise.all(Array.from({ length: CONCURRENT }, () => decide(differentKeys, `reliability-${randomUUID()}`)));

    const checks: Check[] = [];
    const first = same[0]!;
    const identical = same.every((a) => a.status === first.status && a.body === first.body);
    const sameOutcome = await decidedOnce(db, sameKey);
    checks.push(
      check(
        SCENARIO,
        'same key: one decision, 20 identical answers (2xx)',
        `${statusCounts(same)}; ${identical ? 'identical' : 'bodies differ'}; ${sameOutcome.measured}`,
        identical && isSuccess(first) && sameOutcome.once,
      ),
    );
    const winners = different.filter(isSuccess);
    const winnerBody = winners[0]?.body;
    const clean = different.every((a) => (isSuccess(a) && a.body === winnerBody) || isCleanConflict(a));
    const differentOutcome = await decidedOnce(db, differentKeys);
    checks.push(
      check(
        SCENARIO,
        'different keys: one decision, the rest 409 (JSON) or the same answer',
        `${statusCounts(different)}; ${differentOutcome.measured}`,
        winners.length >= 1 && clean && differentOutcome.once,
      ),
    );
    const all = [...same, ...different];
    const serverErrors = all.filter((a) => a.status >= 500 || a.status === 0);
    checks.push(
      check(SCENARIO, 'never a 5xx or no answer', serverErrors.length === 0 ? 'none' : `${serverErrors.length}: ${describe(serverErrors[0]!)}`, serverErrors.length === 0),
    );
    const odd = all.find((a) => !isSuccess(a) && !isCleanConflict(a));
    console.log(`\n${SCENARIO}: load average ${machineLoad()}${odd ? `; e.g. ${describe(odd)}` : ''}`);
    return checks;
  });
