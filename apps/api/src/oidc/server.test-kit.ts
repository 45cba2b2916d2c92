import { createServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { JWK } from 'jose';
import { loadConfig, type Config } from '../config';
import { openPglite, type Database } from '../db/client';
import { userTypes } from '../db/schema/reference';
import { networks } from '../db/schema/tenancy';
import { users } from '../db/schema/users';
import { hashPassword } from '../lib/passwords';
import { registerEmbeddedProvider } from './register-embedded-provider';

export const PASSWORD = 'demo1234';
export const USER_TYPE = { id: 1, name: 'Client Admin', internal: false, admin: true, restricted: false, selectable: false };

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  config: Config;
  jwks: { keys: JWK[] };
  baseUrl: string;
  close(): Promise<void>;
}

/** The issuer must name its port before the app starts, so the port is reserved first. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

export const startTestServer = async (env: Record<string, string> = {}): Promise<TestServer> => {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const config = loadConfig({ PUBLIC_URL: baseUrl, NODE_ENV: 'test', ...env });
  const handle = await openPglite(undefined);
  await handle.migrate();
  await handle.db.insert(userTypes).values(USER_TYPE);

  const app = Fastify();
  const { jwks } = await registerEmbeddedProvider(app, { db: handle.db, config });
  // Proves the provider's plugins leave the app's own JSON body parsing alone.
  app.post('/echo', async (request) => request.body);
  await app.listen({ host: '127.0.0.1', port });

  return {
    app,
    db: handle.db,
    config,
    jwks,
    baseUrl,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
};

export const insertUser = async (db: Database, email: string, options: { isActive?: boolean } = {}) => {
  const [network] = await db
    .insert(networks)
    .values({ name: `Network of ${email}` })
    .returning({ id: networks.id });
  const [user] = await db
    .insert(users)
    .values({
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      userTypeId: USER_TYPE.id,
      networkId: network?.id,
      passwordHash: await hashPassword(PASSWORD),
      isActive: options.isActive ?? true,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not inserted');
  return user.id;
};
