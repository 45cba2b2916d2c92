import { NOTE_EDITABLE_STATUSES } from '@portal/domain/api/assignment-details';
import type { Visibility } from '../../context/visibility';
import type { Tx } from '../../db/tenant';
import { conflict } from '../../http-errors';
import { changeDeal } from './change-deal';
import { findVisibleAssignment } from './find-assignment';

/** The free-text fields of an assignment a client may edit (SPEC.md §4). */
type TextField = 'notes' | 'referenceId';

const FIELD_NAME: Record<TextField, string> = { notes: 'Notes', referenceId: 'The reference id' };
const AUDIT_ACTION: Record<TextField, string> = { notes: 'notes-update', referenceId: 'reference-id-update' };

const isEditable = (status: string) => (NOTE_EDITABLE_STATUSES as readonly string[]).includes(status);

/**
 * Replaces notes or the reference id of an assignment that is On Assignment or Assigned. The value
 * comes trimmed from the contract; empty clears it. The deal's version moves on so an extension
 * drawer opened before the edit is told to refresh.
 */
export const updateAssignmentText = async (
  tx: Tx,
  visibility: Visibility,
  actorId: string,
  dealId: string,
  field: TextField,
  value: string,
): Promise<string | null> => {
  const deal = await findVisibleAssignment(tx, visibility, dealId, true);
  if (!isEditable(deal.status)) {
    throw conflict(`${FIELD_NAME[field]} can be changed only while the assignment is On Assignment or Assigned.`);
  }
  const next = value === '' ? null : value;
  const change = field === 'notes' ? { notes: next } : { referenceId: next };
  await changeDeal(tx, visibility, actorId, deal.id, change, { action: AUDIT_ACTION[field], before: { [field]: deal[field] }, after: change });
  return next;
};
