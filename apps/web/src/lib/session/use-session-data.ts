import { useMemo } from 'react';
import { isPrivilege } from '@portal/domain/access/privileges';
import { userTypeByName } from '@portal/domain/access/user-types';
import type { LoginContact, NetworkSummary } from '@portal/domain/api/platform';
import { useSelectedNetwork } from '../use-selected-network';
import { useFeatureFlags } from './api/get-feature-flags';
import { useLoginContact } from './api/get-login-contact';
import { usePrivileges } from './api/get-privileges';
import { useUserNetwork } from './api/get-user-network';
import type { Session } from './session-context';

export type SessionState =
  | { status: 'loading' }
  /** The account details could not be read after every attempt. */
  | { status: 'loginProblem' }
  /** An active, unverified, non-SSO account (SPEC.md §8). */
  | { status: 'unverified'; contact: LoginContact }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; session: Session };

const ownNetwork = (contact: LoginContact): NetworkSummary | null =>
  contact.hospitalNetworkId && contact.networkName
    ? { hospitalNetworkId: contact.hospitalNetworkId, networkName: contact.networkName }
    : null;

/** Loads who is signed in, their privileges, the flags in force and the network they act in. */
export const useSessionData = (): SessionState => {
  const selected = useSelectedNetwork();

  const contactQuery = useLoginContact();
  const contact = contactQuery.data;
  const userType = contact ? userTypeByName(contact.userType) : undefined;
  const internal = userType?.internal ?? false;
  const network = (internal ? selected : null) ?? (contact ? ownNetwork(contact) : null);
  const networkId = network?.hospitalNetworkId ?? null;

  const flagsQuery = useFeatureFlags(networkId, contact !== undefined);
  const flags = flagsQuery.data;
  const privilegesQuery = usePrivileges(networkId, flags?.privilegeEndpoints ?? false, flags !== undefined);
  const userNetworkQuery = useUserNetwork(networkId, contact !== undefined && networkId !== null);

  const privilegeList = privilegesQuery.data;
  const userNetwork = userNetworkQuery.data;
  const session = useMemo<Session | undefined>(() => {
    if (!contact || !flags || !privilegeList || (networkId !== null && !userNetwork)) return undefined;
    const privileges = new Set(privilegeList.privileges.filter(isPrivilege));
    return {
      contact,
      userType,
      privileges,
      flags,
      subject: { userType: userType?.name, privileges, flags },
      internal,
      network: userNetwork ? { hospitalNetworkId: userNetwork.hospitalNetworkId, networkName: userNetwork.networkName } : null,
      hospitals: userNetwork?.hospital ?? [],
    };
  }, [contact, userType, flags, privilegeList, internal, networkId, userNetwork]);

  if (contactQuery.isError) return { status: 'loginProblem' };
  if (!contact) return { status: 'loading' };
  if (contact.isActive && !contact.isVerified && !contact.isSSO) return { status: 'unverified', contact };
  const failed = [flagsQuery, privilegesQuery, userNetworkQuery].filter((q) => q.isError);
  if (failed.length > 0) return { status: 'error', retry: () => failed.forEach((q) => void q.refetch()) };
  return session ? { status: 'ready', session } : { status: 'loading' };
};
