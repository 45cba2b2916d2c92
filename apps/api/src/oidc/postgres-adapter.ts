import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/client';
import { oidcPayloads } from '../db/schema/sign-in';

/**
 * Provider storage in `oidc_payloads`, so every API instance sees the same sessions, codes and grants.
 * Ids are only unique per model, hence the model filter on every query. Expiry is compared with the
 * database clock on both write and read, so instances with drifting clocks still agree.
 */
export const postgresAdapter =
  (db: Database): AdapterFactory =>
  (model: string): Adapter => {
    const live = (condition: SQL): SQL | undefined =>
      and(
        eq(oidcPayloads.model, model),
        condition,
        or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`)),
      );

    const findWhere = async (condition: SQL): Promise<AdapterPayload | undefined> => {
      const [row] = await db
        .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
        .from(oidcPayloads)
        .where(live(condition))
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      // The provider only checks that `consumed` is truthy (reuse detection of codes and refresh tokens).
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    };

    return {
      async upsert(id, payload, expiresIn) {
        const columns = {
          payload,
          grantId: payload.grantId ?? null,
          userCode: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expiresAt: expiresIn ? sql`now() + make_interval(secs => ${expiresIn}::double precision)` : null,
        };
        await db
          .insert(oidcPayloads)
          .values({ model, id, ...columns })
          .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: columns });
      },

      find: (id) => findWhere(eq(oidcPayloads.id, id)),

      findByUid: (uid) => findWhere(eq(oidcPayloads.uid, uid)),

      findByUserCode: (userCode) => findWhere(eq(oidcPayloads.userCode, userCode)),

      async consume(id) {
        await db
          .update(oidcPayloads)
          .set({ consumedAt: sql`now()` })
          .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
      },

      async destroy(id) {
        await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
      },

      async revokeByGrantId(grantId) {
        await db
          .delete(oidcPayloads)
          .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.grantId, grantId)));
      },
    };
  };
