import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { delegationFormSchema, type DelegationState } from '@portal/domain/api/decision-delegation';
import { earliestDelegationStart } from '@portal/domain/decisions/decision-rules';
import { DateField } from '@/components/form-fields/date-field';
import { SelectField } from '@/components/form-fields/select-field';
import { SideDrawerForm } from '@/components/side-drawer/side-drawer-form';
import { useSetDelegation } from '../api/set-delegation';

/** Our texts: SPEC.md has no delegation (issue 17 item 4). */
export const DELEGATE_TITLE = 'Delegate my decisions';
export const DELEGATE_SUBTITLE =
  'While you are out of office, a colleague who can make the same decisions decides your items. What they decide is recorded under their name, on your behalf. The first and last days are both included, counted in UTC.';
export const DELEGATE_BUTTON = 'Delegate';
export const COLLEAGUE_LABEL = 'Colleague';
export const FROM_LABEL = 'From';
export const TO_LABEL = 'To';

interface DelegationDrawerProps {
  open: boolean;
  onClose: () => void;
  state: DelegationState;
}

const today = () => earliestDelegationStart(new Date());

/** The side drawer that sets or changes the user's delegation: a colleague and the first and last day. */
export const DelegationDrawer = ({ open, onClose, state }: DelegationDrawerProps) => {
  const schema = useMemo(() => delegationFormSchema(new Date()), []);
  const current = state.delegation;
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      delegateId: current?.delegate.id ?? '',
      startsOn: current && current.startsOn > today() ? current.startsOn : today(),
      endsOn: current?.endsOn ?? '',
      version: current?.version,
    },
  });
  const save = useSetDelegation();
  const options = state.colleagues.map((colleague) => ({ value: colleague.id, label: colleague.name }));

  return (
    <SideDrawerForm
      open={open}
      onClose={onClose}
      title={DELEGATE_TITLE}
      subtitle={DELEGATE_SUBTITLE}
      submitLabel={DELEGATE_BUTTON}
      form={form}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
      }}
    >
      <SelectField control={form.control} name="delegateId" label={COLLEAGUE_LABEL} options={options} />
      <DateField control={form.control} name="startsOn" label={FROM_LABEL} minDate={today()} />
      <DateField control={form.control} name="endsOn" label={TO_LABEL} minDate={today()} />
    </SideDrawerForm>
  );
};
