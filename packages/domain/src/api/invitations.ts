import { z } from 'zod';
import { defineCall } from './call';
import { OwnEmailQuery } from './platform';

export const UserStatus = z.object({ isActive: z.boolean(), isVerified: z.boolean(), isSSO: z.boolean() });
export type UserStatus = z.infer<typeof UserStatus>;

export const checkUserStatus = defineCall({
  name: 'CheckUserStatus',
  method: 'GET',
  version: 'v1',
  path: 'CheckUserStatus',
  summary: "Whether the signed-in user's account is active, verified (invitation accepted) and signs in through SSO.",
  scope: 'user',
  access: {},
  query: OwnEmailQuery,
  response: UserStatus,
});

/**
 * A GET that sends, kept as SPEC.md §7 names it. Only for the caller's own account (resending for
 * other users belongs to user maintenance): active, unverified, outside SSO, at most once a minute.
 */
export const resendActivationEmail = defineCall({
  name: 'ResendActivationEmail',
  method: 'GET',
  version: 'v1',
  path: 'ResendActivationEmail',
  summary: "Sends the signed-in user's invitation again, voiding the earlier links (at most once a minute).",
  scope: 'user',
  access: {},
  query: OwnEmailQuery,
  response: z.undefined(),
  successStatus: 204,
});

export const INVITATION_CALLS = [checkUserStatus, resendActivationEmail] as const;
