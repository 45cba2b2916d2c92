import type { AccessSubject } from '@portal/domain/access/access-rule';
import type { OnBehalfOf } from '../db/audit';

/**
 * Who acts in a tenant request, the one answer every module's change (and every page's offered
 * actions) asks for, beside the Visibility of what they may see: built once per call by `registerCall`.
 */
export interface Actor {
  /** The user the rows and the audit record. */
  userId: string;
  /** The name a history shows: kept in the audit row, so the history reads no users (internal users, whom a tenant cannot read, are named too). */
  name: string;
  /** The network acted in. */
  networkId: string;
  /** What the actor may do: user type, privileges and the network's feature flags (the access-rule input). */
  access: AccessSubject;
  /**
   * Set only when the actor decides a colleague's delegated item (My decisions): `access` is then
   * what both may do, the colleague's designations count, and the audit names them.
   */
  onBehalfOf?: OnBehalfOf | undefined;
}

/** What the actor is read from: the request context, or a benchmark's stand-in for it. */
export interface ActorSource extends AccessSubject {
  user: { id: string; firstName: string; lastName: string };
}

export const actorOf = (source: ActorSource, networkId: string): Actor => ({
  userId: source.user.id,
  name: `${source.user.firstName} ${source.user.lastName}`,
  networkId,
  access: { userType: source.userType, privileges: source.privileges, flags: source.flags },
});
