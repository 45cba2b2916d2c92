import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { z } from 'zod';
import type { Database } from '../db/client';
import { providerSecrets } from '../db/schema/sign-in';

const SIGNING_KEY = 'oidc_signing_key';
const COOKIE_KEYS = 'oidc_cookie_keys';

const SigningKey = z.looseObject({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string(),
  y: z.string(),
  d: z.string(),
  kid: z.string(),
  alg: z.literal('ES256'),
  use: z.literal('sig'),
});
export type SigningKey = z.infer<typeof SigningKey>;

const CookieKeys = z.array(z.string().min(32)).min(1);

export interface ProviderSecrets {
  signingKey: SigningKey;
  /** Newest first: the provider signs cookies with the first key and still accepts the others. */
  cookieKeys: string[];
}

const createSigningKey = async (): Promise<SigningKey> => {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return SigningKey.parse({ ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'ES256', use: 'sig' });
};

const createCookieKeys = async (): Promise<string[]> => [randomBytes(32).toString('base64url')];

/**
 * Reads a secret, creating it when missing. Two instances starting together may both generate one;
 * `on conflict do nothing` keeps the first insert and both read that same row back.
 */
const readOrCreate = async <T>(db: Database, name: string, schema: z.ZodType<T>, create: () => Promise<T>) => {
  const read = async () => {
    const [row] = await db.select({ value: providerSecrets.value }).from(providerSecrets).where(eq(providerSecrets.name, name));
    return row && schema.parse(row.value);
  };
  const existing = await read();
  if (existing) return existing;
  await db.insert(providerSecrets).values({ name, value: await create() }).onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error(`Provider secret ${name} could not be stored`);
  return stored;
};

export const loadProviderSecrets = async (db: Database): Promise<ProviderSecrets> => ({
  signingKey: await readOrCreate(db, SIGNING_KEY, SigningKey, createSigningKey),
  cookieKeys: await readOrCreate(db, COOKIE_KEYS, CookieKeys, createCookieKeys),
});

/** The verification half of the signing key, for the API's token checks and nothing else. */
export const publicJwk = ({ kty, crv, x, y, kid, alg, use }: SigningKey): JWK => ({ kty, crv, x, y, kid, alg, use });
