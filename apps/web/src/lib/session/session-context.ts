import { createContext, useContext } from 'react';
import type { AccessSubject } from '@portal/domain/access/access-rule';
import type { FeatureFlags } from '@portal/domain/access/feature-flags';
import type { Privilege } from '@portal/domain/access/privileges';
import type { UserType } from '@portal/domain/access/user-types';
import type { HospitalSummary, LoginContact, NetworkSummary } from '@portal/domain/api/platform';
import type { z } from 'zod';

export type Hospital = z.infer<typeof HospitalSummary>;

/** Everything the frame, guards and pages know about who is signed in and where they act. */
export interface Session {
  contact: LoginContact;
  userType: UserType | undefined;
  privileges: ReadonlySet<Privilege>;
  flags: FeatureFlags;
  /** For `allows` and `can` of packages/domain. */
  subject: AccessSubject;
  /** Internal users pick a network; everyone else acts in their own. */
  internal: boolean;
  /** The network acted in: the user's own, or the one an internal user chose; null until chosen. */
  network: NetworkSummary | null;
  /** Hospitals of `network` the user may see. */
  hospitals: readonly Hospital[];
}

export const SessionContext = createContext<Session | null>(null);

export const useSession = (): Session => {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is only available below the session gate');
  return session;
};

/** The id of the network acted in, for query keys and their invalidation (lib/query-keys.ts). */
export const useNetworkId = (): string | undefined => useSession().network?.hospitalNetworkId;
