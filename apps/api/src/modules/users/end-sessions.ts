import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tenant';
import { oidcPayloads } from '../../db/schema/sign-in';

/**
 * Ends every sign-in of an account at the built-in provider: its browser sessions, grants, codes,
 * access and refresh tokens. Access tokens already handed out stay signed, but the API refuses an
 * inactive account on every call (request-context.ts), so they stop working at once too.
 */
export const endProviderSessions = async (tx: Tx, userId: string): Promise<number> => {
  const ended = await tx.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${userId}`).returning({ id: oidcPayloads.id });
  return ended.length;
};
