import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { createTokenVerifier, type TokenVerifier } from './token-verifier';

const config = loadConfig({ PUBLIC_URL: 'http://localhost:3000' });
const NOW_S = 1_800_000_000;

let verify: TokenVerifier;
let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  verify = createTokenVerifier(config, { keys: [{ ...(await exportJWK(pair.publicKey)), alg: 'RS256', kid: 'k1' }] });
});
afterEach(() => vi.useRealTimers());

const tokenFor = (email: string, expiresAt: number) =>
  new SignJWT({ email })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(config.issuer)
    .setAudience(config.audience)
    .setIssuedAt(NOW_S)
    .setExpirationTime(expiresAt)
    .sign(privateKey);

describe('token verifier', () => {
  it('answers a remembered token with the same claims as its first check', async () => {
    vi.useFakeTimers({ now: NOW_S * 1000, toFake: ['Date'] });
    const token = await tokenFor('a@example.test', NOW_S + 60);
    const first = await verify(`Bearer ${token}`);
    const again = await verify(`Bearer ${token}`);
    expect(first.email).toBe('a@example.test');
    expect(again).toEqual(first);
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ now: NOW_S * 1000, toFake: ['Date'] });
    const token = await tokenFor('b@example.test', NOW_S + 60);
    await expect(verify(`Bearer ${token}`)).resolves.toMatchObject({ email: 'b@example.test' });
    vi.setSystemTime((NOW_S + 60) * 1000);
    await expect(verify(`Bearer ${token}`)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('does not let a tampered copy of a remembered token through', async () => {
    vi.useFakeTimers({ now: NOW_S * 1000, toFake: ['Date'] });
    const token = await tokenFor('c@example.test', NOW_S + 60);
    await verify(`Bearer ${token}`);
    const [header, , signature] = token.split('.');
    const forgedClaims = Buffer.from(JSON.stringify({ email: 'admin@example.test', exp: NOW_S + 60 })).toString('base64url');
    await expect(verify(`Bearer ${header}.${forgedClaims}.${signature}`)).rejects.toMatchObject({ statusCode: 401 });
  });
});
