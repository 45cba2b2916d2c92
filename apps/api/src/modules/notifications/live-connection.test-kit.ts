import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket as NetSocket } from 'node:net';
import pg from 'pg';
import { io as connectClient, type Socket } from 'socket.io-client';
import { inject } from 'vitest';
import { NOTIFICATION_SOCKET_PATH } from '@portal/domain/notifications/notification-kinds';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openPostgres } from '../../db/client';
import { signInThroughProvider } from '../../test-support/sign-in-flow';
import { adminUrl } from '../../test-support/global-setup';
import { openTestDatabase } from '../../test-support/test-database';

/** A listening API instance: its base URL and a way to sign in as a demo account through its own sign-in page. */
export interface Instance {
  url: string;
  tokenFor(email: string): Promise<string>;
  get(path: string, token?: string): Promise<Response>;
  close(): Promise<void>;
}

/** One API instance on its own port and database handle (several share a PostgreSQL database). */
export const startInstance = async (env: Record<string, string>, databaseUrl?: string): Promise<Instance> => {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', ...env });
  const database = databaseUrl ? openPostgres(databaseUrl, 4) : await openTestDatabase();
  const app = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const url = `http://127.0.0.1:${address.port}`;
  const tokens = new Map<string, Promise<string>>();
  return {
    url,
    tokenFor: (email) => {
      if (!tokens.has(email)) tokens.set(email, signInThroughProvider(app, config, email).then((t) => t.accessToken));
      return tokens.get(email)!;
    },
    get: (path, token) => fetch(`${url}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};

/** A private PostgreSQL database copied from the seeded template, for instances to share; undefined on PGlite. */
export const sharedPostgres = async (): Promise<{ url: string; drop(): Promise<void> } | undefined> => {
  const url = process.env.DATABASE_URL;
  const template = inject('templateDatabase');
  if (!url || !template) return undefined;
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  return {
    url: adminUrl(url, name),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
};

/** A socket of the live connection, connected (or refused: the promise rejects with the server's reason). */
export const openSocket = (baseUrl: string, token: string | undefined, options: { reconnection?: boolean } = {}): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = connectClient(baseUrl, {
      path: NOTIFICATION_SOCKET_PATH,
      transports: ['websocket'],
      reconnection: options.reconnection ?? false,
      ...(token ? { auth: { token } } : {}),
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });

/** The next `event` on `socket`, or a rejection after `ms`. */
export const nextEvent = <T = unknown>(socket: Socket, event: string, ms = 5_000): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

/**
 * A TCP relay in front of the real Redis, so a test can take Redis away from the instances (every
 * connection cut, new ones refused) and give it back, without touching the shared server.
 */
export const startRedisRelay = async () => {
  // The Redis of TEST_REDIS_URL, else the one on this machine's default port.
  const redis = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  const target = { host: redis.hostname, port: Number(redis.port || 6379) };
  const open = new Set<NetSocket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const end of [client, upstream]) {
          open.add(end);
          end.on('close', () => open.delete(end));
          end.on('error', () => end.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server!.address();
        if (address && typeof address !== 'string') port = address.port;
        resolve();
      });
    });
  await listen();
  return {
    url: () => `redis://127.0.0.1:${port}`,
    down: async () => {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    },
    up: listen,
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()));
    },
  };
};
