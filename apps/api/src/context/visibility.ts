import { can, type AccessSubject } from '@portal/domain/access/access-rule';
import type { UserType } from '@portal/domain/access/user-types';

/**
 * What a tenant request may see, the one answer every query of a module asks for: the network it
 * acts in and that network's hospitals the user may see. Built once per call by `registerCall`.
 */
export interface Visibility {
  networkId: string;
  /** Hospitals of the network the user may see (the request context's `hospitalIds`). */
  hospitalIds: readonly string[];
  /** The user sees every hospital of the network (an all-hospitals user type), so the network alone bounds the rows. */
  seesEveryHospital: boolean;
  /** The user may see unit managers (ViewUnitManager); without it they are neither shown, counted nor filtered by. */
  seesUnitManagers: boolean;
}

/** What the visibility is read from: the request context, or a benchmark's stand-in for it. */
export interface VisibilitySource extends AccessSubject {
  user: { type: Pick<UserType, 'allHospitals'> };
  hospitalIds: readonly string[];
}

export const visibilityOf = (source: VisibilitySource, networkId: string): Visibility => ({
  networkId,
  hospitalIds: source.hospitalIds,
  seesEveryHospital: source.user.type.allHospitals,
  seesUnitManagers: can(source, 'ViewUnitManager'),
});
