import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { runBuiltOnce } from '../db/prepared';
import { apiKeys } from '../db/schema/integration';
import { unauthorized } from '../http-errors';

/** The provider system a request is authenticated as. */
export interface IntegrationKey {
  id: string;
  name: string;
  networkId: string;
}

const API_KEY_SCHEME = /^ApiKey\s+(\S+)$/i;
const KEY_MAX = 200;

export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** A new key: 32 random bytes, base64url, shown once to the MSP Admin who created it. */
export const newApiKey = (): string => randomBytes(32).toString('base64url');

/** The key a request carries, in `Authorization: ApiKey <key>` or `X-Api-Key`; a bearer token is none. */
export const presentedApiKey = (headers: FastifyRequest['headers']): string | undefined => {
  const fromHeader = headers['x-api-key'];
  if (typeof fromHeader === 'string' && fromHeader.trim()) return fromHeader.trim();
  const match = API_KEY_SCHEME.exec(headers.authorization ?? '');
  return match?.[1];
};

/** Every integration call reads its key, so the statement is generated once and prepared (prepared.ts). */
const liveKeyByHash = (db: Database) =>
  db
    .select({ id: apiKeys.id, name: apiKeys.name, networkId: apiKeys.networkId })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, sql.placeholder('keyHash')), isNull(apiKeys.revokedAt)));

/**
 * The key's provider system, read as the owner role (the network is what the key tells), or 401 for
 * a missing, unknown or revoked key. Only the hash is compared, so the table never holds a key.
 */
export const authenticateApiKey = async (db: Database, headers: FastifyRequest['headers']): Promise<IntegrationKey> => {
  const key = presentedApiKey(headers);
  if (!key) throw unauthorized('Send the API key in an "Authorization: ApiKey <key>" or "X-Api-Key" header.');
  if (key.length > KEY_MAX) throw unauthorized('The API key is unknown or revoked.');
  const [row] = await runBuiltOnce(db, 'api_key_by_hash', () => liveKeyByHash(db), { keyHash: hashApiKey(key) });
  if (!row) throw unauthorized('The API key is unknown or revoked.');
  return row;
};
