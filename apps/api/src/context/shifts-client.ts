import type { FastifyBaseLogger } from 'fastify';
import { FindResponse, PlatformUser, type FindRequest, type PlatformAccess } from '@portal/domain/api/shifts';
import type { Config } from '../config';

/** What the portal is left with when the platform cannot be asked: no platform links, no platform facilities. */
export const PLATFORM_UNAVAILABLE: PlatformAccess = { available: false, roleId: null, permissions: [], facilities: [] };

export const platformUrls = (config: Config) => ({
  shifts: config.SHIFTS_SERVICE_URL ?? `${config.PUBLIC_URL}/api/v2/user-v2`,
  users: config.USER_SERVICE_URL ?? `${config.PUBLIC_URL}/api/v2/Find`,
});

class PlatformAnswerError extends Error {}

const ask = async (url: string, authorization: string, timeoutMs: number, init: RequestInit = {}): Promise<unknown | null> => {
  const response = await fetch(url, {
    ...init,
    headers: { ...init.headers, authorization, accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new PlatformAnswerError(`${url} answered ${response.status}`);
  return response.json();
};

/**
 * Asks the shifts service who the user is there (`user-v2`), then the user service for their
 * facilities (`Find`), each with the user's own bearer token and a time limit. A platform that is
 * down, slow or answers nonsense leaves the portal working without platform links: logged, not thrown.
 */
export const fetchPlatformAccess = async (config: Config, authorization: string, log: FastifyBaseLogger): Promise<PlatformAccess> => {
  const urls = platformUrls(config);
  try {
    const userAnswer = await ask(urls.shifts, authorization, config.PLATFORM_TIMEOUT_MS);
    if (userAnswer === null) return { available: true, roleId: null, permissions: [], facilities: [] };
    const user = PlatformUser.parse(userAnswer);
    const find: FindRequest = { filterBy: { userIds: [user.id] }, includes: ['Facilities'] };
    const found = FindResponse.parse(
      await ask(urls.users, authorization, config.PLATFORM_TIMEOUT_MS, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(find),
      }),
    );
    const facilities = new Map<string, { id: string; name: string }>();
    for (const facility of [
      ...user.network.facilities,
      ...user.network.regions.flatMap((region) => region.facilities),
      ...(found.data.find((u) => u.id === user.id)?.facilities ?? []),
    ]) {
      facilities.set(facility.id, facility);
    }
    return { available: true, roleId: user.role.id, permissions: user.permissions, facilities: [...facilities.values()] };
  } catch (error) {
    log.warn({ err: error, shiftsService: urls.shifts, userService: urls.users }, 'Shifts platform unavailable: the portal carries on without its links');
    return PLATFORM_UNAVAILABLE;
  }
};
