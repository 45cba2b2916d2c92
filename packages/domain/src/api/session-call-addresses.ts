/**
 * Where the signed-in session's calls are read. Apart from their contracts (platform.ts) so that the
 * entry can send them as it starts, before the schemas (zod) that check their answers have loaded.
 */
export const SESSION_CALL_ADDRESSES = {
  loginContact: { name: 'LoginContact', method: 'GET', version: 'v1', path: 'LoginContact' },
  featureFlags: { name: 'FeatureFlags', method: 'GET', version: 'v1', path: 'FeatureFlags' },
  privilegesForRoles: { name: 'GetPrivilegesForRoles', method: 'GET', version: 'v1', path: 'GetPrivilegesForRoles' },
  myPrivileges: { name: 'Me/Privileges', method: 'GET', version: 'v2', path: 'Me/Privileges' },
  userNetwork: { name: 'UserNetwork', method: 'GET', version: 'v1', path: 'UserNetwork' },
} as const;
