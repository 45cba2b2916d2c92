import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CurrentAssignment } from '@portal/domain/api/assignment-details';
import type { AssignmentEvaluation, DoNotReturnState } from '@portal/domain/api/evaluations';
import { DO_NOT_RETURN_SCOPE_LABELS } from '@portal/domain/evaluations/evaluation-rules';
import { DetailItem, DetailList, DetailsSection } from '@/components/details-section';
import { RehireBadge } from '@/components/rehire-badge';
import { SectionError } from '@/components/section-error';
import { formatDate } from '@/lib/display-format';
import { useSession } from '@/lib/session/session-context';
import { useDecideDoNotReturn } from '../api/decide-do-not-return';
import { useAssignmentEvaluation } from '../api/get-assignment-evaluation';
import { DoNotReturnDialog } from './do-not-return-dialog';
import { EvaluationDrawer } from './evaluation-drawer';

/** Where a Do not return stands, in one line. */
const doNotReturnText = (state: DoNotReturnState): string => {
  if (state.status === 'Awaiting confirmation') return 'Waiting for an admin to confirm it.';
  if (state.status === 'Confirmed') {
    return `Confirmed for ${DO_NOT_RETURN_SCOPE_LABELS[state.scope ?? 'unit'].toLowerCase()} by ${state.confirmedBy ?? 'an admin'} on ${formatDate(state.confirmedAt)}.`;
  }
  return `Lifted by ${state.liftedBy ?? 'an admin'} on ${formatDate(state.liftedAt)}: ${state.liftReason ?? ''}`;
};

const EvaluationDetails = ({ current }: { current: AssignmentEvaluation }) => {
  const evaluation = current.evaluation!;
  return (
    <DetailList>
      <DetailItem label="Clinical skills" value={`${evaluation.clinicalSkills} of 5`} />
      <DetailItem label="Reliability" value={`${evaluation.reliability} of 5`} />
      <DetailItem label="Teamwork" value={`${evaluation.teamwork} of 5`} />
      <DetailItem label="Rehire" value={<RehireBadge answer={evaluation.rehire} />} />
      <DetailItem label="Evaluated by" value={`${evaluation.author} on ${formatDate(evaluation.createdAt)}`} />
      {evaluation.doNotReturnReason && <DetailItem label="Reason" value={evaluation.doNotReturnReason} />}
      {evaluation.doNotReturnDetails && <DetailItem label="What happened" value={evaluation.doNotReturnDetails} wide />}
      {evaluation.doNotReturn && <DetailItem label="Do not return" value={doNotReturnText(evaluation.doNotReturn)} wide />}
      <DetailItem label="Comment" value={evaluation.comment} wide />
    </DetailList>
  );
};

/**
 * The end-of-assignment evaluation (issue 34): asked for from 14 days before the end until 30 days
 * after, shown once written; its author edits it for 7 days, and an admin confirms or lifts a Do not return.
 */
export const EvaluationCard = ({ assignment }: { assignment: CurrentAssignment }) => {
  const { data: current, isError, refetch } = useAssignmentEvaluation(assignment.dealId);
  const { userType } = useSession();
  const [editing, setEditing] = useState(false);
  const [deciding, setDeciding] = useState<'confirm' | 'lift' | null>(null);
  if (isError) {
    return (
      <DetailsSection title="Evaluation">
        <SectionError onRefresh={() => void refetch()} />
      </DetailsSection>
    );
  }
  if (!current || (!current.evaluation && !current.open)) return null;
  const clinician = `${assignment.travelerFirstName} ${assignment.travelerLastName}`;
  const { actions } = current;

  const buttons = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {actions.evaluate && (
        <Button variant="contained" onClick={() => setEditing(true)}>
          Evaluate
        </Button>
      )}
      {actions.edit && <Button onClick={() => setEditing(true)}>Edit</Button>}
      {actions.confirmDoNotReturn && (
        <Button variant="contained" color="error" onClick={() => setDeciding('confirm')}>
          Confirm Do not return
        </Button>
      )}
      {actions.liftDoNotReturn && <Button onClick={() => setDeciding('lift')}>Lift Do not return</Button>}
    </Box>
  );

  return (
    <DetailsSection title="Evaluation" action={buttons}>
      {current.evaluation ? (
        <EvaluationDetails current={current} />
      ) : (
        <Typography color="text.secondary">
          {`Not evaluated yet. Due by ${formatDate(current.dueOn)}; it can be written until ${formatDate(current.closesOn)}.`}
        </Typography>
      )}
      {editing && <EvaluationDrawer open onClose={() => setEditing(false)} current={current} clinician={clinician} />}
      {deciding && (
        <DecideDialog current={current} mode={deciding} clinician={clinician} networkScopeAllowed={userType?.allHospitals ?? false} onDone={() => setDeciding(null)} />
      )}
    </DetailsSection>
  );
};

interface DecideDialogProps {
  current: AssignmentEvaluation;
  mode: 'confirm' | 'lift';
  clinician: string;
  networkScopeAllowed: boolean;
  onDone: () => void;
}

const DecideDialog = ({ current, mode, clinician, networkScopeAllowed, onDone }: DecideDialogProps) => {
  const decide = useDecideDoNotReturn(current);
  return (
    <DoNotReturnDialog
      mode={mode}
      clinician={clinician}
      networkScopeAllowed={networkScopeAllowed}
      busy={decide.isPending}
      onCancel={onDone}
      onDecide={(decision) => decide.mutate(decision, { onSettled: onDone })}
    />
  );
};
