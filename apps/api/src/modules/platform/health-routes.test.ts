import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app-deps';
import { READY_TIMEOUT_MS, registerHealthRoutes } from './health-routes';

const serverWhosePing = (ping: () => Promise<void>) => {
  const app = Fastify({ logger: false });
  registerHealthRoutes(app, { ping } as unknown as AppDeps);
  return app;
};

describe('health and readiness while the database is away', () => {
  it('answers readiness 503 with Retry-After within its bound when the database never answers, and health 200', async () => {
    const app = serverWhosePing(() => new Promise(() => undefined));
    const started = Date.now();
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    const waited = Date.now() - started;
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toEqual({ status: 'unavailable', message: 'The database is not reachable.' });
    expect(waited).toBeGreaterThanOrEqual(READY_TIMEOUT_MS - 50);
    expect(READY_TIMEOUT_MS).toBeLessThan(2_000);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await app.close();
  });

  it('answers readiness 503 at once when the database refuses the connection', async () => {
    const app = serverWhosePing(() => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })));
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    await app.close();
  });
});
