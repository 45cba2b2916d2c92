import { addAssignedTravelerNotes } from '@portal/domain/api/assignment-details';
import { callApi } from '@/lib/api-client';
import { useDetailSave } from './use-detail-save';

export const NOTES_SAVED = 'Notes have been updated.';

/** AddAssignedTravelerNotes; notes are trimmed on save (SPEC.md §5). */
export const useSaveNotes = (dealId: string) =>
  useDetailSave((notes: string) => callApi(addAssignedTravelerNotes, { body: { dealId, notes: notes.trim() } }), NOTES_SAVED, 'AddAssignedTravelerNotes');
