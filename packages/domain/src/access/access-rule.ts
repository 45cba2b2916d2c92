import type { FeatureFlags, FlagKey } from './feature-flags';
import type { Privilege } from './privileges';
import { MSP_ADMIN, type UserTypeName } from './user-types';

/** Who is acting, as both the SPA and the API see it. */
export interface AccessSubject {
  userType: UserTypeName | undefined;
  privileges: ReadonlySet<Privilege> | readonly Privilege[];
  flags: FeatureFlags;
}

/**
 * One declarative access rule, shared by routes of the SPA and calls of the API.
 * - privileges: all are needed, unless the user is one of `orUserTypes`.
 * - anyPrivilege: at least one is needed too (a call doing one of several changes, each with its own privilege).
 * - flagsOn / flagsOff: feature flags that must be on / off (they apply to everyone).
 * - onlyUserTypes: the rule is for these user types alone.
 */
export interface AccessRule {
  privileges?: readonly Privilege[];
  anyPrivilege?: readonly Privilege[];
  orUserTypes?: readonly UserTypeName[];
  flagsOn?: readonly FlagKey[];
  flagsOff?: readonly FlagKey[];
  onlyUserTypes?: readonly UserTypeName[];
}

const hasPrivilege = (subject: AccessSubject, privilege: Privilege): boolean =>
  subject.privileges instanceof Set
    ? subject.privileges.has(privilege)
    : (subject.privileges as readonly Privilege[]).includes(privilege);

/** MSP Admin passes every privilege and user-type check (SPEC.md §6); flags still apply. */
export const can = (subject: AccessSubject, privilege: Privilege): boolean =>
  subject.userType === MSP_ADMIN || hasPrivilege(subject, privilege);

export const flagsAllow = (flags: FeatureFlags, rule: AccessRule): boolean =>
  (rule.flagsOn ?? []).every((flag) => flags[flag]) && (rule.flagsOff ?? []).every((flag) => !flags[flag]);

export const allows = (subject: AccessSubject, rule: AccessRule): boolean => {
  if (!flagsAllow(subject.flags, rule)) return false;
  if (subject.userType === MSP_ADMIN) return true;
  if (rule.onlyUserTypes && !(subject.userType && rule.onlyUserTypes.includes(subject.userType))) return false;
  if (subject.userType && rule.orUserTypes?.includes(subject.userType)) return true;
  const any = rule.anyPrivilege;
  if (any && !any.some((privilege) => hasPrivilege(subject, privilege))) return false;
  return (rule.privileges ?? []).every((privilege) => hasPrivilege(subject, privilege));
};
