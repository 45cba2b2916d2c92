import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { CLIENT_ERROR_LIMITS, reportClientError } from '@portal/domain/api/platform';
import { buildApp } from '../../app';
import { loadConfig, type Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { signInThroughProvider } from '../../test-support/sign-in-flow';
import { DEMO } from '../../test-support/test-app';
import { openTestDatabase } from '../../test-support/test-database';
import { CLIENT_ERRORS_PER_MINUTE } from './client-error-routes';

const url = callPath(reportClientError);
const lines: Record<string, unknown>[] = [];
let app: FastifyInstance;
let config: Config;
let database: DatabaseHandle;
/** Each test reports from its own address, so the rate limit of one does not spill into another. */
let nextAddress = 1;
const fromNewAddress = () => `10.0.0.${nextAddress++}`;

const report = { message: 'TypeError: x is undefined', stack: 'TypeError: x is undefined\n    at Page (page.tsx:3)', url: 'http://localhost:3000/jobs', release: 'web', context: 'route error' };

beforeAll(async () => {
  config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', PUBLIC_URL: 'http://localhost:3000' });
  database = await openTestDatabase();
  app = await buildApp(config, database, { logStream: { write: (line) => lines.push(JSON.parse(line)) } });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const browserErrorLines = () => lines.filter((line) => line.msg === 'browser error');

describe('POST /api/v2/ClientErrors', () => {
  it('writes the report to the log with the request id, and answers 204', async () => {
    const res = await app.inject({ method: 'POST', url, payload: report, remoteAddress: fromNewAddress(), headers: { 'x-request-id': 'client-error-1' } });
    expect(res.statusCode).toBe(204);
    const line = browserErrorLines().find((l) => l.reqId === 'client-error-1');
    expect(line).toMatchObject({ level: 40, clientError: report });
    expect(line?.user).toBeUndefined();
  });

  it('names the signed-in user when the report carries a valid token, and not an invalid one', async () => {
    const { accessToken } = await signInThroughProvider(app, config, DEMO.general);
    const address = fromNewAddress();
    const signedIn = await app.inject({ method: 'POST', url, payload: report, remoteAddress: address, headers: { authorization: `Bearer ${accessToken}`, 'x-request-id': 'client-error-2' } });
    const forged = await app.inject({ method: 'POST', url, payload: report, remoteAddress: address, headers: { authorization: 'Bearer forged', 'x-request-id': 'client-error-3' } });
    expect([signedIn.statusCode, forged.statusCode]).toEqual([204, 204]);
    expect(browserErrorLines().find((l) => l.reqId === 'client-error-2')?.user).toBe(DEMO.general);
    expect(browserErrorLines().find((l) => l.reqId === 'client-error-3')?.user).toBeUndefined();
  });

  it('refuses an oversized or malformed report with 400, and logs nothing for it', async () => {
    const before = browserErrorLines().length;
    const address = fromNewAddress();
    const bodies: unknown[] = [
      { ...report, message: 'x'.repeat(CLIENT_ERROR_LIMITS.message + 1) },
      { ...report, stack: 'x'.repeat(CLIENT_ERROR_LIMITS.stack + 1) },
      { ...report, url: 'x'.repeat(CLIENT_ERROR_LIMITS.url + 1) },
      { ...report, message: '' },
      { ...report, message: 42 },
      { url: report.url },
    ];
    for (const payload of bodies) {
      const res = await app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: address });
      expect(res.statusCode).toBe(400);
    }
    expect(browserErrorLines().length).toBe(before);
  });

  it('answers junk with a 4xx, never a 5xx', async () => {
    const address = fromNewAddress();
    const junk = ['not json', '{"message":', 'null', '[]', '"text"', '\u0000'];
    for (const payload of junk) {
      const res = await app.inject({ method: 'POST', url, payload, remoteAddress: address, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
    }
    const wrongType = await app.inject({ method: 'POST', url, payload: 'message=x', remoteAddress: address, headers: { 'content-type': 'text/plain' } });
    expect(wrongType.statusCode).toBe(400);
  });

  it('answers 429 once one address has sent its reports for the minute, and other addresses still report', async () => {
    const address = fromNewAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= CLIENT_ERRORS_PER_MINUTE; i++) {
      statuses.push((await app.inject({ method: 'POST', url, payload: report, remoteAddress: address })).statusCode);
    }
    expect(statuses.slice(0, CLIENT_ERRORS_PER_MINUTE).every((s) => s === 204)).toBe(true);
    const limited = await app.inject({ method: 'POST', url, payload: report, remoteAddress: address });
    expect(statuses.at(-1)).toBe(429);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect((await app.inject({ method: 'POST', url, payload: report, remoteAddress: fromNewAddress() })).statusCode).toBe(204);
  });

  it('does not limit the other calls', async () => {
    const address = fromNewAddress();
    for (let i = 0; i <= CLIENT_ERRORS_PER_MINUTE; i++) {
      expect((await app.inject({ method: 'GET', url: '/api/v2/config', remoteAddress: address })).statusCode).toBe(200);
    }
  });
});
