import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { signInThroughProvider } from './sign-in-flow';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  /** An access token for a demo account, signed in once per file through the sign-in page. */
  tokenFor(email: string): Promise<string>;
  /** `inject` as `email` (or with no token when `email` is null). */
  call(email: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const DEMO = {
  admin: 'admin@northwind.test',
  localAdmin: 'local.admin@northwind.test',
  general: 'general@northwind.test',
  hr: 'hr@northwind.test',
  finance: 'finance@northwind.test',
  lakeside: 'general@lakeside.test',
  mspAdmin: 'msp.admin@provider.test',
  viewer: 'viewer@provider.test',
} as const;

export const createTestApp = async (env: Record<string, string> = {}): Promise<TestApp> => {
  // The review sweep writes notifications on a timer; a test that wants it turns it on (or calls it) itself.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    CANDIDATE_REVIEW_SWEEP_SECONDS: '0',
    DECISION_ALERT_SWEEP_SECONDS: '0',
    REPORT_SCHEDULE_CHECK_SECONDS: '0',
    NOTIFICATION_RETENTION_SWEEP_SECONDS: '0',
    ...env,
  });
  const database = await openTestDatabase();
  const app = await buildApp(config, database);
  await app.ready();
  const tokens = new Map<string, Promise<string>>();
  const tokenFor = (email: string) => {
    let token = tokens.get(email);
    if (!token) {
      token = signInThroughProvider(app, config, email).then((t) => t.accessToken);
      tokens.set(email, token);
    }
    return token;
  };
  return {
    app,
    config,
    database,
    tokenFor,
    call: async (email, options) => {
      const headers = { ...(options.headers ?? {}) };
      if (email) headers.authorization = `Bearer ${await tokenFor(email)}`;
      return app.inject({ ...options, headers });
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
