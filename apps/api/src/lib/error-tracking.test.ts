import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDatabase } from '../test-support/test-database';

/** A stand-in for sentry.io: the SDK posts its envelopes here, as it would to the real service. */
const envelopes: string[] = [];
const ingest = createServer((request: IncomingMessage, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks);
    envelopes.push((request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'));
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

beforeAll(async () => {
  ingest.listen(0, '127.0.0.1');
  await once(ingest, 'listening');
});

afterAll(() => {
  ingest.close();
});

describe('error tracking with SENTRY_DSN', () => {
  it("sends a 5xx the error handler logs to Sentry's ingest, with its request id, and not a 4xx", async () => {
    const { port } = ingest.address() as AddressInfo;
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      SENTRY_DSN: `http://publickey@127.0.0.1:${port}/1`,
      SENTRY_ENVIRONMENT: 'ci',
    });
    const database = await openTestDatabase();
    const app = await buildApp(config, database);
    app.get('/api/v2/test-failure', async () => {
      throw new Error('the database went away during the test');
    });
    await app.ready();

    const failed = await app.inject({ method: 'GET', url: '/api/v2/test-failure', headers: { 'x-request-id': 'sentry-check-1' } });
    const refused = await app.inject({ method: 'GET', url: '/api/v2/networks', headers: { authorization: 'Bearer nothing' } });
    const missing = await app.inject({ method: 'GET', url: '/api/v2/no-such-call' });
    expect([failed.statusCode, refused.statusCode, missing.statusCode]).toEqual([500, 401, 404]);
    const portalConfig = await app.inject({ method: 'GET', url: '/api/v2/config' });
    expect(portalConfig.json().sentry).toEqual({ dsn: config.SENTRY_DSN, environment: 'ci' });
    expect(portalConfig.headers['content-security-policy']).toMatch(new RegExp(`connect-src [^;]*http://127\\.0\\.0\\.1:${port}`));
    await app.close();
    await database.close();

    const events = envelopes.filter((envelope) => envelope.includes('"type":"event"'));
    expect(events).toHaveLength(1);
    expect(events[0]).toContain('the database went away during the test');
    expect(events[0]).toContain('"request_id":"sentry-check-1"');
    expect(events[0]).toContain('"environment":"ci"');
  });

  it('reports nothing and names no DSN to the browser without SENTRY_DSN', async () => {
    const before = envelopes.length;
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' });
    const database = await openTestDatabase();
    const app = await buildApp(config, database);
    app.get('/api/v2/test-failure', async () => {
      throw new Error('not reported');
    });
    expect((await app.inject({ method: 'GET', url: '/api/v2/test-failure' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/api/v2/config' })).json().sentry).toBeNull();
    await app.close();
    await database.close();
    expect(envelopes.length).toBe(before);
  });
});
