import type { FastifyBaseLogger } from 'fastify';
import type { PlatformAccess } from '@portal/domain/api/shifts';
import type { Config } from '../config';
import { fetchPlatformAccess } from './shifts-client';

/** How long one token's answer is reused: a session's calls come in bursts, the platform is asked once per burst. */
const KEPT_MS = 60_000;
const MOST_KEPT = 1_000;

export type PlatformAccessLookup = (authorization: string, log: FastifyBaseLogger) => Promise<PlatformAccess>;

/**
 * The platform's answer per bearer token for a minute, the pending one shared by concurrent calls,
 * so a PRN Generic user's page load asks the platform once rather than once per call. An
 * unavailable answer is kept only briefly, so a platform back up is seen again soon.
 */
export const createPlatformAccessLookup = (config: Config): PlatformAccessLookup => {
  const kept = new Map<string, { at: number; answer: Promise<PlatformAccess> }>();
  return (authorization, log) => {
    const now = Date.now();
    const entry = kept.get(authorization);
    if (entry && now - entry.at < KEPT_MS) return entry.answer;
    const answer = fetchPlatformAccess(config, authorization, log).then((access) => {
      if (!access.available) kept.delete(authorization);
      return access;
    });
    kept.set(authorization, { at: now, answer });
    if (kept.size > MOST_KEPT) {
      const oldest = kept.keys().next();
      if (!oldest.done) kept.delete(oldest.value);
    }
    return answer;
  };
};
