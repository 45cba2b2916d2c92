import { z } from 'zod';
import { defineCall } from './call';

/**
 * The shifts platform's two calls of SPEC.md §7 (`user-v2` of the shifts service, `Find` of the user
 * service), served by the API's built-in implementation when no service URL is configured, and the
 * portal's own lookup that combines them for the sidebar.
 */

/** SPEC.md §3 'New-platform user': role id 1 is clinician, 2 is facility admin. */
export const PLATFORM_ROLES = { clinician: 1, facilityAdmin: 2 } as const;

const Facility = z.object({ id: z.string(), name: z.string() });
export type PlatformFacility = z.infer<typeof Facility>;

export const PlatformUser = z.object({
  id: z.string(),
  role: z.object({ id: z.number().int(), name: z.string() }),
  permissions: z.array(z.string()),
  network: z.object({
    id: z.string(),
    name: z.string(),
    regions: z.array(z.object({ id: z.string(), name: z.string(), facilities: z.array(Facility) })),
    facilities: z.array(Facility),
  }),
});
export type PlatformUser = z.infer<typeof PlatformUser>;

/** Most users one Find names. */
const MAX_FOUND_USERS = 100;
const FIND_INCLUDES = ['Preferences', 'Facilities'] as const;

export const FindRequest = z.object({
  filterBy: z.object({ userIds: z.array(z.string().min(1).max(64)).min(1).max(MAX_FOUND_USERS) }),
  includes: z.array(z.enum(FIND_INCLUDES)).max(FIND_INCLUDES.length).default([...FIND_INCLUDES]),
});
export type FindRequest = z.input<typeof FindRequest>;

export const FoundUser = z.object({
  id: z.string(),
  email: z.string(),
  preferences: z.record(z.string(), z.string()).optional(),
  facilities: z.array(Facility).optional(),
});
export const FindResponse = z.object({ data: z.array(FoundUser).max(MAX_FOUND_USERS) });
export type FindResponse = z.infer<typeof FindResponse>;

export const getShiftsUser = defineCall({
  name: 'user-v2',
  method: 'GET',
  version: 'v2',
  path: 'user-v2',
  summary: "Built-in shifts service: the signed-in user's platform role, permissions and network with its facilities (404 without a platform account).",
  scope: 'user',
  access: {},
  response: PlatformUser,
});

export const findPlatformUsers = defineCall({
  name: 'Find',
  method: 'POST',
  version: 'v2',
  path: 'Find',
  summary: 'Built-in user service: platform users by id with their preferences and facilities (only the caller’s own record).',
  scope: 'user',
  access: {},
  body: FindRequest,
  response: FindResponse,
});

/** What the portal takes from the platform for the signed-in user (SPEC.md §6 'PRN Generic'). */
export const PlatformAccess = z.object({
  /** False when the platform could not be asked (down, slow, misanswering): no external links then. */
  available: z.boolean(),
  roleId: z.number().int().nullable(),
  permissions: z.array(z.string()),
  facilities: z.array(Facility),
});
export type PlatformAccess = z.infer<typeof PlatformAccess>;

/** Not in SPEC.md §7 (its permissions lookups are 'not shown'): the sidebar's platform links. */
export const getPlatformAccess = defineCall({
  name: 'Me/PlatformAccess',
  method: 'GET',
  version: 'v2',
  path: 'Me/PlatformAccess',
  summary: "The signed-in user's shifts platform role, permissions and facilities; asked of the platform only for PRN Generic users.",
  scope: 'user',
  access: {},
  response: PlatformAccess,
});

export const SHIFTS_CALLS = [getShiftsUser, findPlatformUsers, getPlatformAccess] as const;
