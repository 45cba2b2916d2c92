import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { SESSION_NOT_VALID, type VerifiedToken } from '../../context/token-verifier';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { startNotificationHub } from './notification-hub';
import { nextEvent, openSocket } from './live-connection.test-kit';

/**
 * The hub on a server of its own whose verifier answers a token that expires in a second: the
 * provider's tokens live an hour, too long to wait for. Everything else (database, LISTEN, rooms) is real.
 */
/** The hub never asks the shifts platform; the deps only need the lookup to exist. */
const NO_PLATFORM = { available: false, roleId: null, permissions: [], facilities: [] };

/** What the verifier adds to the current second for the token's expiry. */
let tokenLifeSeconds = 1;
let t: TestApp;
let server: FastifyInstance;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  server = Fastify();
  const expiring = async (): Promise<VerifiedToken> => ({ email: DEMO.general, exp: Math.floor(Date.now() / 1000) + tokenLifeSeconds });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  await startNotificationHub(
    server,
    { config, db: t.database.db, verifyToken: expiring, ping: t.database.ping, platformAccess: async () => NO_PLATFORM },
    t.database,
  );
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  url = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server.close();
  await t.close();
});

describe('the live connection and its token', () => {
  it('is closed by the server when the access token expires', async () => {
    const socket = await openSocket(url, 'short-lived');
    const opened = Date.now();
    expect(await nextEvent<string>(socket, 'disconnect', 3_000)).toBe('io server disconnect');
    expect(Date.now() - opened).toBeLessThan(2_000);
  });

  it('refuses a connection whose token has expired by the end of the handshake', async () => {
    tokenLifeSeconds = 0;
    try {
      await expect(openSocket(url, 'expired')).rejects.toThrow(SESSION_NOT_VALID);
    } finally {
      tokenLifeSeconds = 1;
    }
  });
});
