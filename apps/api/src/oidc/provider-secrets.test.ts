import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactVerify, CompactSign, importJWK } from 'jose';
import { openPglite, type DatabaseHandle } from '../db/client';
import { loadProviderSecrets, publicJwk } from './provider-secrets';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openPglite(undefined);
  await handle.migrate();
}, 60_000);

afterAll(() => handle?.close());

describe('loadProviderSecrets', () => {
  it('creates the secrets once, so instances starting together and restarts agree', async () => {
    const [first, second] = await Promise.all([loadProviderSecrets(handle.db), loadProviderSecrets(handle.db)]);
    expect(second).toEqual(first);
    expect(await loadProviderSecrets(handle.db)).toEqual(first);
    expect(first.cookieKeys).toHaveLength(1);
  });

  it('publishes only the public half of an ES256 key that verifies what the private half signs', async () => {
    const { signingKey } = await loadProviderSecrets(handle.db);
    const published = publicJwk(signingKey);
    expect(published).not.toHaveProperty('d');
    expect(published).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: signingKey.kid });

    const jws = await new CompactSign(new TextEncoder().encode('hello'))
      .setProtectedHeader({ alg: 'ES256' })
      .sign(await importJWK(signingKey, 'ES256'));
    const { payload } = await compactVerify(jws, await importJWK(published, 'ES256'));
    expect(new TextDecoder().decode(payload)).toBe('hello');
  });
});
