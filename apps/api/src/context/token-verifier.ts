import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { Config } from '../config';
import { unauthorized } from '../http-errors';

/** What a client is told of a token that is expired, forged or not for this portal. */
export const SESSION_NOT_VALID = 'Your session has expired or is not valid. Sign in again.';

export interface VerifiedToken extends JWTPayload {
  email?: string;
  groups?: string[];
}

export type TokenVerifier = (authorization: string | undefined) => Promise<VerifiedToken>;

/** Tokens remembered at once: a few per signed-in user; beyond it the least recently used goes. */
export const VERIFIED_TOKENS_KEPT = 1_000;

/**
 * Verified tokens until they expire, most recently used last. A signed token's claims cannot change,
 * so the only thing that can turn a verified one invalid is its expiry, checked on every use; the
 * signature check (a WebCrypto job of a quarter millisecond) then runs once per token, not per call.
 */
const createVerifiedTokens = () => {
  const kept = new Map<string, VerifiedToken & { exp: number }>();
  return {
    get(token: string): VerifiedToken | undefined {
      const payload = kept.get(token);
      if (!payload) return undefined;
      kept.delete(token);
      if (payload.exp * 1000 <= Date.now()) return undefined;
      kept.set(token, payload);
      return payload;
    },
    keep(token: string, payload: VerifiedToken) {
      if (payload.exp === undefined) return;
      kept.set(token, { ...payload, exp: payload.exp });
      const oldest = kept.keys().next();
      if (kept.size > VERIFIED_TOKENS_KEPT && !oldest.done) kept.delete(oldest.value);
    },
  };
};

/**
 * Verifies bearer JWTs against the issuer's keys: the built-in provider hands its public JWKS over
 * directly; an external issuer's JWKS is fetched (and cached) from its discovery document.
 */
export const createTokenVerifier = (config: Config, embeddedJwks?: JSONWebKeySet): TokenVerifier => {
  let keys: ReturnType<typeof createLocalJWKSet> | ReturnType<typeof createRemoteJWKSet> | undefined = embeddedJwks
    ? createLocalJWKSet(embeddedJwks)
    : undefined;

  const resolveKeys = async () => {
    if (keys) return keys;
    const discovery = await fetch(`${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    if (!discovery.ok) throw new Error(`OpenID discovery failed with ${discovery.status}`);
    const { jwks_uri: jwksUri } = (await discovery.json()) as { jwks_uri: string };
    keys = createRemoteJWKSet(new URL(jwksUri));
    return keys;
  };

  const verified = createVerifiedTokens();

  return async (authorization) => {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (!token) throw unauthorized();
    const known = verified.get(token);
    if (known) return known;
    try {
      const { payload } = await jwtVerify<VerifiedToken>(token, await resolveKeys(), {
        issuer: config.issuer,
        audience: config.audience,
      });
      verified.keep(token, payload);
      return payload;
    } catch {
      throw unauthorized(SESSION_NOT_VALID);
    }
  };
};
