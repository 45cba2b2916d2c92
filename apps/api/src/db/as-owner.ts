import { sql } from 'drizzle-orm';
import type { Tx } from './tenant';

/**
 * Runs `work` as the connection's own role inside a tenant transaction, then returns to
 * `portal_app`. For the few writes of a user change that go to tables outside the tenant (the
 * invitation, its e-mail, the sign-in provider's sessions), so they commit or roll back with the
 * change that caused them. Only after the tenant part has checked the user belongs to the network.
 */
export const asOwner = async <T>(tx: Tx, work: () => Promise<T>): Promise<T> => {
  await tx.execute(sql`reset role`);
  const result = await work();
  await tx.execute(sql`select set_config('role', 'portal_app', true)`);
  return result;
};
