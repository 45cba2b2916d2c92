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
 * A GET that sends, kept as SPEC.md §7 names it. Without `userId`, for the caller's own account;
 * with it, user maintenance resends another user's invitation (CreateUser or EditUser, a user the
 * caller may edit). Either way: active, unverified, outside SSO, at most once a minute.
 */
export const resendActivationEmail = defineCall({
  name: 'ResendActivationEmail',
  method: 'GET',
  version: 'v1',
  path: 'ResendActivationEmail',
  summary: "Sends the signed-in user's (or, with userId, a team member's) invitation again, voiding the earlier links (at most once a minute).",
  scope: 'user',
  access: {},
  query: OwnEmailQuery.extend({ userId: z.uuid({ message: 'userId must be a user id' }).optional() }),
  response: z.undefined(),
  successStatus: 204,
});

export const INVITATION_CALLS = [checkUserStatus, resendActivationEmail] as const;
