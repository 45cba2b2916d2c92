import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createApiKey, getApiKeys, revokeApiKey, type ApiKeyItem } from '@portal/domain/api/integration';
import type { AppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import { apiKeys } from '../../db/schema/integration';
import { notFound } from '../../http-errors';
import { registerCall } from '../../plugins/register-call';
import { hashApiKey, newApiKey } from '../../context/api-key-auth';
import { isGuid } from './integration-requests';

const NOT_FOUND = 'API key not found.';
const API_KEY_AUDIT_ENTITY = 'api_key';

const columns = { id: apiKeys.id, name: apiKeys.name, createdAt: apiKeys.createdAt, revokedAt: apiKeys.revokedAt };

const itemOf = (row: { id: string; name: string; createdAt: Date; revokedAt: Date | null }): ApiKeyItem => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** The MSP Admin's management of the provider systems' keys, in the selected network (row-level security). */
export const registerApiKeyRoutes = (app: FastifyInstance, deps: AppDeps) => {
  registerCall(app, deps, createApiKey, async ({ ctx, network, body, inTenant }) => {
    const key = newApiKey();
    const row = await inTenant(async (tx) => {
      const [created] = await tx
        .insert(apiKeys)
        .values({ networkId: network.id, name: body.name, keyHash: hashApiKey(key), createdBy: ctx.user.id })
        .returning(columns);
      if (!created) throw new Error('The API key was not stored.');
      await writeAudit(tx, { networkId: network.id, actorId: ctx.user.id, entity: API_KEY_AUDIT_ENTITY, entityId: created.id, action: 'create', after: { name: created.name } });
      return created;
    });
    return { ...itemOf(row), key };
  });

  registerCall(app, deps, getApiKeys, async ({ inTenant }) => {
    const rows = await inTenant((tx) => tx.select(columns).from(apiKeys).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id)));
    return { items: rows.map(itemOf) };
  });

  registerCall(app, deps, revokeApiKey, async ({ ctx, network, params, inTenant }) => {
    if (!isGuid(params.id)) throw notFound(NOT_FOUND);
    return inTenant(async (tx) => {
      const [row] = await tx
        .update(apiKeys)
        .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
        .where(eq(apiKeys.id, params.id))
        .returning(columns);
      if (!row) throw notFound(NOT_FOUND);
      await writeAudit(tx, { networkId: network.id, actorId: ctx.user.id, entity: API_KEY_AUDIT_ENTITY, entityId: row.id, action: 'revoke' });
      return itemOf(row);
    });
  });
};
