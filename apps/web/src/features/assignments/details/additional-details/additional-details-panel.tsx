import Box from '@mui/material/Box';
import { allows, can } from '@portal/domain/access/access-rule';
import {
  EDIT_ASSIGNMENT_NOTES_ACCESS,
  NOTE_EDITABLE_STATUSES,
  REFERENCE_ID_MAX,
  type CurrentAssignment,
} from '@portal/domain/api/assignment-details';
import { NOTES_MAX } from '@portal/domain/limits';
import { useSession } from '@/lib/session/session-context';
import { useSaveNotes } from '../../api/save-notes';
import { useSaveReferenceId } from '../../api/save-reference-id';
import { DetailsSection } from '@/components/details-section';
import { LimitedTextEditor } from './limited-text-editor';
import { UnitManagerField } from './unit-manager-field';

/** Unit Manager, Notes and (with its flag) Reference ID of an assignment. */
export const AdditionalDetailsPanel = ({ assignment }: { assignment: CurrentAssignment }) => {
  const { subject, flags } = useSession();
  const notes = useSaveNotes(assignment.dealId);
  const referenceId = useSaveReferenceId(assignment.dealId);
  // SPEC.md §4: notes and reference id change only in these states, and only for whom the rule allows.
  const editable =
    (NOTE_EDITABLE_STATUSES as readonly string[]).includes(assignment.travelerStatus) && allows(subject, EDIT_ASSIGNMENT_NOTES_ACCESS);

  return (
    <DetailsSection title="Additional Details">
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        {can(subject, 'ViewUnitManager') && <UnitManagerField assignment={assignment} />}
        <LimitedTextEditor
          label="Notes"
          value={assignment.notes}
          maxLength={NOTES_MAX}
          editable={editable}
          onSave={(value) => notes.mutate(value)}
          saving={notes.isPending}
          multiline
        />
        {flags.assignmentReferenceId && (
          <LimitedTextEditor
            label="Reference ID"
            value={assignment.referenceId}
            maxLength={REFERENCE_ID_MAX}
            editable={editable}
            onSave={(value) => referenceId.mutate(value)}
            saving={referenceId.isPending}
          />
        )}
      </Box>
    </DetailsSection>
  );
};
