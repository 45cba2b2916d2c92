import { FEATURE_FLAGS, type FeatureFlags } from '@portal/domain/access/feature-flags';
import { userTypeByName, type UserTypeName } from '@portal/domain/access/user-types';
import type { LoginContact, NetworkSummary } from '@portal/domain/api/platform';
import type { HistoryPage } from '@portal/domain/api/history';
import type { Hospital, Session } from '../lib/session/session-context';

export const NORTHWIND: NetworkSummary = { hospitalNetworkId: '11111111-1111-4111-8111-111111111111', networkName: 'Northwind Health' };
export const LAKESIDE: NetworkSummary = { hospitalNetworkId: '22222222-2222-4222-8222-222222222222', networkName: 'Lakeside Medical Center' };

export const NORTHWIND_HOSPITALS: Hospital[] = [
  { hospitalId: 'aaaaaaaa-0000-4000-8000-000000000001', name: 'Northwind Bayside Hospital' },
  { hospitalId: 'aaaaaaaa-0000-4000-8000-000000000002', name: 'Northwind General' },
];
export const LAKESIDE_HOSPITALS: Hospital[] = [{ hospitalId: 'bbbbbbbb-0000-4000-8000-000000000001', name: 'Lakeside Medical Center' }];

export const ALL_FLAGS_ON: FeatureFlags = Object.fromEntries(Object.keys(FEATURE_FLAGS).map((k) => [k, true])) as FeatureFlags;
export const DEFAULT_FLAGS: FeatureFlags = { ...FEATURE_FLAGS };

export const contactFor = (userType: UserTypeName, network: NetworkSummary | null): LoginContact => ({
  userId: '99999999-9999-4999-8999-999999999999',
  firstName: 'Morgan',
  lastName: 'Patel',
  email: 'morgan@northwind.test',
  phoneNumber: '2065550103',
  userType,
  isActive: true,
  isVerified: true,
  isSSO: false,
  isJobApprover: false,
  hospitalNetworkId: network?.hospitalNetworkId ?? null,
  networkName: network?.networkName ?? null,
  lastLoginDate: null,
});

interface SessionOptions {
  network?: NetworkSummary | null;
  flags?: FeatureFlags;
  hospitals?: Hospital[];
}

/** A session as the session gate would build it for a user of `userType`. */
export const sessionFor = (userType: UserTypeName, options: SessionOptions = {}): Session => {
  const type = userTypeByName(userType);
  if (!type) throw new Error(`Unknown user type ${userType}`);
  const network = options.network === undefined ? (type.internal ? null : NORTHWIND) : options.network;
  const flags = options.flags ?? ALL_FLAGS_ON;
  const privileges = new Set(type.privileges);
  return {
    contact: contactFor(userType, type.internal ? null : network),
    userType: type,
    privileges,
    flags,
    subject: { userType: type.name, privileges, flags },
    internal: type.internal,
    network,
    hospitals: options.hospitals ?? (network === null ? [] : network === LAKESIDE ? LAKESIDE_HOSPITALS : NORTHWIND_HOSPITALS),
  };
};

/** One History page as the history calls answer it: an edit with a field before and after, and a download. */
export const HISTORY_PAGE: HistoryPage = {
  items: [
    { id: '12', at: '2026-03-04T15:30:00.000Z', action: 'Edited', actor: 'Morgan Patel', changes: [{ field: 'Notes', from: 'Old note', to: 'New note' }], detail: null },
    { id: '9', at: '2026-03-02T09:00:00.000Z', action: 'Documents downloaded', actor: null, changes: [], detail: 'RN License' },
  ],
  nextBefore: null,
};
