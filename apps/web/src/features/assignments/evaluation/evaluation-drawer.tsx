import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AssignmentEvaluation } from '@portal/domain/api/evaluations';
import { evaluationFormDefaults, evaluationFormSchema, evaluationRequestOf, RATING_OPTIONS } from '@portal/domain/evaluations/evaluation-form';
import {
  DO_NOT_RETURN,
  DO_NOT_RETURN_DETAILS_MAX,
  DO_NOT_RETURN_REASONS,
  EVALUATION_COMMENT_MAX,
  EVALUATION_RATINGS,
  type RehireAnswer,
} from '@portal/domain/evaluations/evaluation-rules';
import { FormTextField } from '@/components/form-fields/form-text-field';
import { SelectField } from '@/components/form-fields/select-field';
import { SideDrawerForm } from '@/components/side-drawer/side-drawer-form';
import { useSaveEvaluation } from '../api/save-evaluation';

/** Our texts: SPEC.md has no evaluation (issue 34). */
export const EVALUATE_TITLE = 'Evaluate';
const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const REHIRE_OPTIONS = [
  { value: 'Preferred', label: 'Preferred - we want them back' },
  { value: 'Eligible', label: 'Eligible' },
  { value: DO_NOT_RETURN, label: DO_NOT_RETURN },
] satisfies { value: RehireAnswer; label: string }[];

interface EvaluationDrawerProps {
  open: boolean;
  onClose: () => void;
  current: AssignmentEvaluation;
  clinician: string;
}

/** The evaluation as a side drawer form: three ratings, a comment, and whether the hospital would take the clinician again. */
export const EvaluationDrawer = ({ open, onClose, current, clinician }: EvaluationDrawerProps) => {
  const form = useForm({ resolver: zodResolver(evaluationFormSchema), defaultValues: evaluationFormDefaults(current.evaluation) });
  const save = useSaveEvaluation(current);
  const rehire = useWatch({ control: form.control, name: 'rehire' });

  return (
    <SideDrawerForm
      open={open}
      onClose={onClose}
      title={`${EVALUATE_TITLE} ${clinician}`}
      subtitle="How did this assignment go, and would you take this clinician again?"
      submitLabel="Save"
      form={form}
      onSubmit={async (values) => {
        await save.mutateAsync(evaluationRequestOf(values));
      }}
    >
      {EVALUATION_RATINGS.map((rating) => (
        <SelectField key={rating.key} control={form.control} name={rating.key} label={rating.label} options={RATING_OPTIONS} numeric />
      ))}
      <SelectField control={form.control} name="rehire" label="Would you take them again?" options={REHIRE_OPTIONS} />
      {rehire === DO_NOT_RETURN && (
        <>
          <SelectField control={form.control} name="doNotReturnReason" label="Reason" options={asOptions(DO_NOT_RETURN_REASONS)} />
          <FormTextField
            control={form.control}
            name="doNotReturnDetails"
            label="What happened"
            required
            multiline
            maxLength={DO_NOT_RETURN_DETAILS_MAX}
          />
        </>
      )}
      <FormTextField control={form.control} name="comment" label="Comment" multiline maxLength={EVALUATION_COMMENT_MAX} />
    </SideDrawerForm>
  );
};
