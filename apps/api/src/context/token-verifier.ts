import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { Config } from '../config';
import { unauthorized } from '../http-errors';

export interface VerifiedToken extends JWTPayload {
  email?: string;
  groups?: string[];
}

export type TokenVerifier = (authorization: string | undefined) => Promise<VerifiedToken>;

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

  return async (authorization) => {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match?.[1]) throw unauthorized();
    try {
      const { payload } = await jwtVerify<VerifiedToken>(match[1], await resolveKeys(), {
        issuer: config.issuer,
        audience: config.audience,
      });
      return payload;
    } catch {
      throw unauthorized('Your session has expired or is not valid. Sign in again.');
    }
  };
};
