import { eq, sql, type SQL } from 'drizzle-orm';
import { ASSIGNMENT_NOT_FOUND } from '@portal/domain/messages';
import type { Visibility } from '../../context/visibility';
import { deals } from '../../db/schema/deals';
import { runBuiltOnce } from '../../db/prepared';
import type { Tx } from '../../db/tenant';
import { notFound } from '../../http-errors';
import { allOf, oneOfPlaceholder } from '../../lib/sql-helpers';


/** A details route's id may carry the `CPT` job prefix (SPEC.md §5); the deal is the UUID after it. */
export const dealIdFromRoute = (id: string): string => id.slice(-36);

/**
 * The deal of the placeholder `dealId` as the user may see an assignment: an assignment (never a
 * candidate) of one of the placeholder `hospitalIds` in the placeholder `networkId`.
 */
export const visibleAssignment = (): SQL =>
  allOf([
    eq(deals.id, sql.placeholder('dealId')),
    eq(deals.networkId, sql.placeholder('networkId')),
    eq(deals.stage, 'assignment'),
    oneOfPlaceholder(deals.hospitalId, 'hospitalIds'),
  ]);

/**
 * The assignment `dealId` as the user may see it: an assignment (never a candidate) of a visible
 * hospital in the request's network. Anything else is 404 alike, so the answer does not reveal
 * whether another network's or hospital's deal exists. `lock` holds the row until the transaction
 * ends, so two edits of one assignment run one after the other.
 */
export const findVisibleAssignment = async (tx: Tx, visibility: Visibility, dealId: string, lock = false) => {
  if (visibility.hospitalIds.length === 0) throw notFound(ASSIGNMENT_NOT_FOUND);
  const query = () =>
    tx
      .select({
        id: deals.id,
        clinicianId: deals.clinicianId,
        hospitalId: deals.hospitalId,
        unitId: deals.unitId,
        status: deals.status,
        startDate: deals.startDate,
        endDate: deals.endDate,
        notes: deals.notes,
        referenceId: deals.referenceId,
        unitManagerId: deals.unitManagerId,
        version: deals.version,
      })
      .from(deals)
      .where(visibleAssignment());
  const values = { dealId, networkId: visibility.networkId, hospitalIds: visibility.hospitalIds };
  const [deal] = lock
    ? await runBuiltOnce(tx, 'find_assignment_locked', () => query().for('update'), values)
    : await runBuiltOnce(tx, 'find_assignment', query, values);
  if (!deal) throw notFound(ASSIGNMENT_NOT_FOUND);
  return deal;
};

export type VisibleAssignment = Awaited<ReturnType<typeof findVisibleAssignment>>;
