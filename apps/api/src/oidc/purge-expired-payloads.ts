import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { oidcPayloads } from '../db/schema/sign-in';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Expired rows are already invisible to the provider; deleting them only keeps the table small. */
export const purgeExpiredPayloads = async (db: Database): Promise<void> => {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, sql`now()`));
};

/** Every instance purges on its own schedule; the delete is idempotent, so no coordination is needed. */
export const schedulePayloadPurge = (app: FastifyInstance, db: Database): void => {
  const timer = setInterval(() => {
    purgeExpiredPayloads(db).catch((error: unknown) => app.log.warn({ err: error }, 'Purging expired sign-in data failed'));
  }, PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
