import { createHash, randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { callPath } from '@portal/domain/api/call';
import { submitIntegrationCandidate } from '@portal/domain/api/integration';
import { leanPoster } from './lean-http';
import { runLoad, type LoadResult, type LoadSettings } from './load';
import type { Check } from './report';

export interface SubmissionResult {
  load: LoadResult;
  concurrency: number;
}

/**
 * Submissions sent at once: a provider's ATS pushing a batch of candidates. The warm-up is long
 * enough for the API to reach its steady pace (a provider's steady traffic finds it so): a freshly
 * started API needed about 1,000 submissions, 4 seconds, before its p95 settled (docs/decisions/0169).
 */
const SETTINGS: LoadSettings = { concurrency: 8, warmup: 1_500, requests: 1_000, maxMs: 5_000 };

/**
 * Submissions sent with one key, under its 600 calls a minute (INTEGRATION_CALLS_PER_MINUTE,
 * integration-routes.ts): past it the answers are quick 429s, which would pass for fast submissions.
 */
const CALLS_PER_KEY = 500;

/** Issue 31: a submission's p95 with SETTINGS.concurrency in flight. */
const SUBMISSION_P95_BUDGET_MS = 50;

/**
 * Integration submissions per second (issue 15): a provider's key of the largest network submits new
 * candidates to its active jobs over HTTP, each a new clinician, a deal, an audit row and the
 * one notification event of the people who cover the job's unit. What the run wrote is deleted afterwards, so the
 * large seed stays as the other scenarios expect it.
 */
export const measureIntegrationSubmissions = async (databaseUrl: string, baseUrl: string, networkId: string, adminEmail: string): Promise<SubmissionResult> => {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const run = randomUUID().slice(0, 8);
  const keys = Array.from({ length: Math.ceil((SETTINGS.warmup + SETTINGS.requests) / CALLS_PER_KEY) }, () => randomBytes(32).toString('base64url'));
  const poster = leanPoster(SETTINGS.concurrency);
  try {
    const jobs = (
      await db.query<{ externalId: string }>(
        `select external_id as "externalId" from job_postings where network_id = $1 and posting_status = 'Active' order by id limit 500`,
        [networkId],
      )
    ).rows.map((row) => row.externalId);
    if (jobs.length === 0) throw new Error('the largest network has no active job to submit candidates to');
    for (const key of keys) {
      await db.query(
        `insert into api_keys (network_id, name, key_hash, created_by) select $1, $2, $3, id from users where email = $4`,
        [networkId, `Bench provider ${run}`, createHash('sha256').update(key).digest('hex'), adminEmail],
      );
    }
    const url = `${baseUrl}${callPath(submitIntegrationCandidate)}`;
    const send = (n: number) =>
      poster.post(url, { 'x-api-key': keys[Math.floor(n / CALLS_PER_KEY)] ?? '' }, {
        externalId: `bench-${run}-${n}`,
        jobId: jobs[n % jobs.length],
        clinician: { externalId: `bench-${run}-c-${n}`, firstName: 'Bench', lastName: `Submission ${n}`, email: `bench.${run}.${n}@clinicians.test` },
      });
    return { load: await runLoad(send, SETTINGS), concurrency: SETTINGS.concurrency };
  } finally {
    poster.close();
    await removeRun(db, networkId, run).finally(() => db.end());
  }
};

/** Deletes what one run's submissions wrote, in one transaction, children first. */
const removeRun = async (db: pg.Client, networkId: string, run: string) => {
  await db.query('begin');
  try {
    const deals = `select d.id from deals d join clinicians c on c.id = d.clinician_id where c.network_id = $1 and c.external_id like $2`;
    const params = [networkId, `bench-${run}-c-%`];
    await db.query(`delete from notification_events where network_id = $1 and deal_id in (${deals})`, params);
    await db.query(`delete from audit_log where network_id = $1 and entity_id in (select id::text from (${deals}) x)`, params);
    await db.query(`delete from deals where id in (${deals})`, params);
    await db.query(`delete from clinicians where network_id = $1 and external_id like $2`, params);
    await db.query(`delete from integration_requests where network_id = $1 and external_id like $2`, [networkId, `bench-${run}-%`]);
    await db.query(`delete from api_keys where network_id = $1 and name = $2`, [networkId, `Bench provider ${run}`]);
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
};

/** The submissions' budget: every one answered 2xx, and p95 within SUBMISSION_P95_BUDGET_MS. */
export const submissionChecks = ({ load, concurrency }: SubmissionResult): Check[] => {
  const subject = `integration submissions (${concurrency} in flight)`;
  if (!load.ok) return [{ subject, figure: 'answers', value: `HTTP ${load.status}`, budget: 'no errors', pass: false }];
  return [
    { subject, figure: 'answers', value: `${load.errors} errors of ${load.requests}`, budget: 'no errors', pass: load.errors === 0 },
    {
      subject,
      figure: 'p95',
      value: `${load.p95.toFixed(1)} ms (p50 ${load.p50.toFixed(1)} ms, ${load.rps.toFixed(0)} per second)`,
      budget: `<= ${SUBMISSION_P95_BUDGET_MS} ms`,
      pass: load.p95 <= SUBMISSION_P95_BUDGET_MS,
    },
  ];
};
