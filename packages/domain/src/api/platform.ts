import { z } from 'zod';
import { ProfileForm } from '../users/profile-form';
import { defineCall } from './call';
import { PORTAL_CONFIG_ADDRESS } from './portal-config-address';
import { SESSION_CALL_ADDRESSES } from './session-call-addresses';

const email = z.email({ message: 'This is not a valid email address' }).max(100);

/** `?email=` kept for compatibility; when sent it must be the signed-in user's own address. */
export const OwnEmailQuery = z.object({ email: email.optional() });

export const HospitalSummary = z.object({ hospitalId: z.uuid(), name: z.string() });

export const UserNetworkResponse = z.object({
  hospitalNetworkId: z.uuid(),
  networkName: z.string(),
  isSSO: z.boolean(),
  hospital: z.array(HospitalSummary),
});
export type UserNetworkResponse = z.infer<typeof UserNetworkResponse>;

export const getUserNetwork = defineCall({
  ...SESSION_CALL_ADDRESSES.userNetwork,
  summary: "The hospital network the user acts in, with the hospitals the user may see.",
  scope: 'tenant',
  access: {},
  query: OwnEmailQuery,
  response: UserNetworkResponse,
});

export const HospitalDetails = z.object({
  hospitalId: z.uuid(),
  name: z.string(),
  approvalStages: z.number().int().min(1).max(2),
});
export type HospitalDetails = z.infer<typeof HospitalDetails>;

export const getHospitalDetails = defineCall({
  name: 'Hospitals/Details',
  method: 'GET',
  version: 'v1',
  path: 'Hospitals/Details',
  summary: 'Hospitals of the network that the user may see, with their approval stages.',
  scope: 'tenant',
  access: {},
  query: OwnEmailQuery.extend({ networkId: z.uuid({ message: 'networkId must be a hospital network id' }) }),
  response: z.array(HospitalDetails),
});

export const NetworkSummary = z.object({ hospitalNetworkId: z.uuid(), networkName: z.string() });
export type NetworkSummary = z.infer<typeof NetworkSummary>;

export const getNetworks = defineCall({
  name: 'networks',
  method: 'GET',
  version: 'v2',
  path: 'networks',
  summary: 'Networks the user may act in, sorted by name: every network for internal users, their own for others.',
  scope: 'user',
  access: {},
  response: z.object({ data: z.array(NetworkSummary) }),
});

export const PrivilegesResponse = z.object({ userType: z.string(), privileges: z.array(z.string()) });
export type PrivilegesResponse = z.infer<typeof PrivilegesResponse>;

export const getPrivilegesForRoles = defineCall({
  ...SESSION_CALL_ADDRESSES.privilegesForRoles,
  summary: "Privileges of the signed-in user's role, from the role-to-privilege table.",
  scope: 'user',
  access: {},
  response: PrivilegesResponse,
});

export const getMyPrivileges = defineCall({
  ...SESSION_CALL_ADDRESSES.myPrivileges,
  summary: "Privileges of the signed-in user's role (privilege-endpoints flag).",
  scope: 'user',
  access: { flagsOn: ['privilegeEndpoints'] },
  response: PrivilegesResponse,
});

export const FeatureFlagEntry = z.object({ key: z.string(), value: z.enum(['True', 'False']) });

export const getFeatureFlags = defineCall({
  ...SESSION_CALL_ADDRESSES.featureFlags,
  summary: 'Feature flags in force for the network the user acts in (global defaults unless overridden).',
  scope: 'user',
  access: {},
  response: z.array(FeatureFlagEntry),
});

export const LoginContact = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  userType: z.string(),
  isActive: z.boolean(),
  isVerified: z.boolean(),
  isSSO: z.boolean(),
  isJobApprover: z.boolean(),
  hospitalNetworkId: z.uuid().nullable(),
  networkName: z.string().nullable(),
  lastLoginDate: z.iso.datetime({ offset: true }).nullable(),
});
export type LoginContact = z.infer<typeof LoginContact>;

export const getLoginContact = defineCall({
  ...SESSION_CALL_ADDRESSES.loginContact,
  summary: "The signed-in user's own account details.",
  scope: 'user',
  access: {},
  query: OwnEmailQuery,
  response: LoginContact,
});

export const updateMyProfile = defineCall({
  name: 'Me/Profile',
  method: 'PUT',
  version: 'v2',
  path: 'Me/Profile',
  summary: "Updates the signed-in user's own name and phone number.",
  scope: 'user',
  access: { privileges: ['ViewProfile'] },
  body: ProfileForm,
  response: LoginContact,
});

export const updateLastLoginDate = defineCall({
  name: 'UpdateLastLoginDateForUser',
  method: 'POST',
  version: 'v1',
  path: 'UpdateLastLoginDateForUser',
  summary: 'Records the sign-in time once per session.',
  scope: 'user',
  access: {},
  response: z.object({ lastLoginDate: z.iso.datetime({ offset: true }) }),
});

/** The part of an OpenID provider's discovery document the browser's sign-in uses. */
export const OidcMetadata = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  end_session_endpoint: z.string().optional(),
  revocation_endpoint: z.string().optional(),
  jwks_uri: z.string(),
});
export type OidcMetadata = z.infer<typeof OidcMetadata>;

/** What the SPA needs before sign-in: where to sign in and the support contacts (configuration). */
export const PortalConfig = z.object({
  issuer: z.string(),
  clientId: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  feedbackUrl: z.string(),
  shiftsSiteUrl: z.string(),
  termsUrl: z.string(),
  privacyUrl: z.string(),
  inactivityMinutes: z.number(),
  /** Where browser errors go: the error-reporting service when the server has one, else the API's log. */
  sentry: z.object({ dsn: z.string(), environment: z.string() }).nullable(),
  /**
   * The provider's endpoints from its discovery document, so the browser starts a sign-in without
   * asking for that document first; null while the server could not read it (the browser then does).
   */
  oidcMetadata: OidcMetadata.nullable(),
});
export type PortalConfig = z.infer<typeof PortalConfig>;

export const getPortalConfig = defineCall({
  name: 'PortalConfig',
  method: 'GET',
  ...PORTAL_CONFIG_ADDRESS,
  summary: 'Sign-in settings and support contacts for the web client.',
  scope: 'public',
  access: {},
  response: PortalConfig,
});

/** Bounds of a browser error report: enough to find the fault, small enough that nobody fills the log. */
export const CLIENT_ERROR_LIMITS = { message: 1_000, stack: 4_000, url: 2_000, release: 100, context: 200 } as const;

export const ClientErrorReport = z.object({
  message: z.string().min(1).max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  url: z.string().max(CLIENT_ERROR_LIMITS.url),
  release: z.string().max(CLIENT_ERROR_LIMITS.release).optional(),
  /** What the page was doing, e.g. 'Creating job failed'. */
  context: z.string().max(CLIENT_ERROR_LIMITS.context).optional(),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReport>;

/**
 * Public: a page can fail before sign-in (the sign-in redirect, the configuration). A token, when
 * sent and valid, names the user in the log line.
 */
export const reportClientError = defineCall({
  name: 'ClientErrors',
  method: 'POST',
  version: 'v2',
  path: 'ClientErrors',
  summary: "Writes a browser's failure to the API's log (used when no error-reporting service is configured).",
  scope: 'public',
  access: {},
  body: ClientErrorReport,
  response: z.undefined(),
  successStatus: 204,
});

export const PLATFORM_CALLS = [
  getPortalConfig,
  getUserNetwork,
  getHospitalDetails,
  getNetworks,
  getPrivilegesForRoles,
  getMyPrivileges,
  getFeatureFlags,
  getLoginContact,
  updateMyProfile,
  updateLastLoginDate,
  reportClientError,
] as const;
