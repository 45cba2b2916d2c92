import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath, type CallDefinition } from '@portal/domain/api/call';
import { BUILT_CALLS } from '@portal/domain/api/contract';
import { createApiKey } from '@portal/domain/api/integration';
import { demoNetworkIds } from '../test-support/demo-records';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { BAD_INPUT_CLASSES, type BadInputClass } from './bad-values-by-class';
import type { BadRequest } from './free-mix-requests';
import { badRequestsOfClass, classesFor } from './requests-by-class';

/**
 * Every call of the contract table, a new one included without writing anything, answers
 * generated bad input as SPEC.md wants: never a 5xx, never a hang, and every refusal in the small
 * JSON error shape. Signed in as the MSP Admin (who passes every privilege check, so validation
 * and the handlers are reached) and with no token at all.
 *
 * Each call gets every class of bad input its schemas allow (bad-values-by-class.ts), RUNS requests
 * of each signed in (half as many signed out), from a seed of its own made from SEED: a small sample in
 * `npm test`, many more in `npm run test:bad-input`. A failure names its seed and how to replay it;
 * fast-check prints the failing request.
 */
const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, not ${process.env[name]}`);
  return value;
};
const SEED = positive('BAD_INPUT_SEED', 20_261_124);
const RUNS = positive('BAD_INPUT_RUNS', 2);
/** The free mix (class `anything`) signed in: what finds the unforeseen, so the full run gives it the most. */
const ANYTHING_RUNS = positive('BAD_INPUT_ANYTHING_RUNS', RUNS);
/** Signed out most calls stop at 401 before reading the request: half as many of each class, at least one. */
const SIGNED_OUT_RUNS = Math.ceil(RUNS / 2);
const ANSWER_WITHIN_MS = 10_000;
const MAX_ERROR_BODY = 16_000;

/** One seed per call, class and sign-in, so adding a call or a class changes no other's requests. */
const seedOf = (...parts: string[]) => {
  let hash = 0x811c9dc5;
  for (const char of [SEED, ...parts].join('|')) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash | 0;
};

interface Answer {
  statusCode: number;
  contentType: string;
  body: string;
}

const checkAnswer = (request: BadRequest, answer: Answer) => {
  const where = `${request.method} ${request.url.slice(0, 200)} (${answer.statusCode}): ${answer.body.slice(0, 300)}`;
  expect(answer.statusCode, where).toBeLessThan(500);
  if (answer.statusCode < 400) return;
  expect(answer.contentType, where).toContain('application/json');
  expect(answer.body.length, where).toBeLessThan(MAX_ERROR_BODY);
  const error = JSON.parse(answer.body) as Record<string, unknown>;
  expect(error, where).toMatchObject({ statusCode: answer.statusCode, error: expect.any(String), message: expect.any(String) });
};

const withinTime = <T>(work: Promise<T>, what: string) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`No answer within ${ANSWER_WITHIN_MS} ms: ${what}`)), ANSWER_WITHIN_MS)),
  ]);

describe('generated bad input against every call of the contract', () => {
  let t: TestApp;
  let signedIn: Record<string, string>;
  const withApiKey = new Map<string, Record<string, string>>();
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    const { northwind } = await demoNetworkIds(t.database.db);
    signedIn = { authorization: `Bearer ${await t.tokenFor(DEMO.mspAdmin)}`, 'hospital-network-id': northwind };
    // Integration calls take a provider's API key, never a token: one made by the MSP Admin for each
    // call, so validation and the handlers are reached and no call's runs meet another's rate limit.
    for (const call of BUILT_CALLS.filter((c) => c.scope === 'integration')) {
      const created = await t.app.inject({ method: 'POST', url: callPath(createApiKey), headers: signedIn, payload: { name: `Bad input ${call.name}` } });
      withApiKey.set(call.name, { 'x-api-key': created.json<{ key: string }>().key });
    }
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const inject = async (request: BadRequest) => {
    const res = await withinTime(t.app.inject({ method: request.method, url: request.url, headers: request.headers, payload: request.payload }), request.url);
    checkAnswer(request, { statusCode: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), body: res.body });
  };

  const runs = async (label: string, call: CallDefinition, cls: BadInputClass, who: 'signed in' | 'signed out', headers: () => Record<string, string>) => {
    const seed = seedOf(label, cls, who);
    const numRuns = who === 'signed out' ? SIGNED_OUT_RUNS : cls === 'anything' ? ANYTHING_RUNS : RUNS;
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.constant(null).chain(() => badRequestsOfClass(call, cls, headers())),
          inject,
        ),
        { seed, numRuns, endOnFailure: true },
      );
    } catch (error) {
      const replay = `BAD_INPUT_SEED=${SEED} BAD_INPUT_RUNS=${RUNS} BAD_INPUT_ANYTHING_RUNS=${ANYTHING_RUNS} npx vitest run apps/api/src/bad-input -t '${label}'`;
      // The cause is fast-check's report: the failing request and what went wrong.
      throw new Error(`${label}, ${cls}, ${who}: failed with fast-check seed ${seed}; replay: ${replay}`, { cause: error });
    }
  };

  it.each(BUILT_CALLS.map((call) => [`${call.method} ${callPath(call)}`, call] as const))(
    `%s: never a 5xx, never a hang, always the JSON error shape (every class, ${RUNS} each, seed ${SEED})`,
    async (label, call) => {
      const classes = classesFor(call);
      expect(classes).toEqual(expect.arrayContaining(['unknown-fields', 'anything', ...(call.method === 'GET' ? [] : ['body-1mb', 'malformed-body'])]));
      for (const cls of classes) await runs(label, call, cls, 'signed in', () => withApiKey.get(call.name) ?? signedIn);
      for (const cls of classes) await runs(label, call, cls, 'signed out', () => ({}));
    },
    Math.max(120_000, (RUNS + ANYTHING_RUNS) * 6_000),
  );

  it('aims every class of bad input at some call, so none is lost from the sample', () => {
    const aimed = new Set(BUILT_CALLS.flatMap(classesFor));
    expect([...BAD_INPUT_CLASSES].filter((cls) => !aimed.has(cls))).toEqual([]);
  });

  it.each(BUILT_CALLS.filter((call) => call.method !== 'GET').map((call) => [`${call.method} ${callPath(call)}`, call] as const))(
    '%s over a real socket: malformed JSON and a wrong content type answer in the JSON error shape',
    async (_, call) => {
      for (const [contentType, payload] of [
        ['application/json', '{"a":'],
        ['text/plain', 'hello'],
        ['application/json', '\u0000'],
      ] as const) {
        const credentials = withApiKey.get(call.name) ?? signedIn;
        const request: BadRequest = { method: call.method, url: callPath(call), headers: { ...credentials, 'content-type': contentType }, payload };
        const res = await withinTime(fetch(`${baseUrl}${request.url}`, { method: request.method, headers: request.headers, body: payload }), request.url);
        checkAnswer(request, { statusCode: res.status, contentType: res.headers.get('content-type') ?? '', body: await res.text() });
      }
    },
  );
});
