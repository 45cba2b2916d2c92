import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { UserListItem } from '@portal/domain/api/users';
import { phoneDigits } from '@portal/domain/users/profile-form';
import { UserForm } from '@portal/domain/users/user-form';
import { JOB_APPROVER_TYPE, mayOfferTwoStepApprover } from '@portal/domain/users/user-rules';
import { FormTextField } from '@/components/form-fields/form-text-field';
import { SectionError } from '@/components/section-error';
import { SideDrawerForm } from '@/components/side-drawer/side-drawer-form';
import { useSession } from '@/lib/session/session-context';
import { useAddUser } from '../api/add-user';
import { useUnitCoverage } from '../api/get-unit-coverage';
import { useSetUnitCoverage } from '../api/set-unit-coverage';
import { useHospitalStages } from '../api/get-hospital-stages';
import { useUserTypes } from '../api/get-user-types';
import { useUpdateUser } from '../api/update-user';
import { userChangeFailureMessage } from '../api/user-change-failure';
import { AccountHistory } from './account-history';
import { HospitalsField } from './hospitals-field';
import { InvitePending } from './invite-pending';
import { PhoneField } from './phone-field';
import { RoleField } from './role-field';
import { StatusSwitches } from './status-switches';
import { coverageChanges, UnitsCovered } from './units-covered';

/** Texts of SPEC.md §2 and §4, exactly as written. */
export const ADD_USER_TITLE = 'Add User';
export const EDIT_USER_TITLE = 'Edit User';
export const ADD_USER_SUBTITLE = 'Fill out the form to add new user and apply permissions.';
export const EDIT_USER_SUBTITLE = 'Fill out the form to update user.';
export const ADD_USER_BUTTON = 'Add User';
export const UPDATE_BUTTON = 'Update';

export interface UserDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The user to edit; without one the drawer adds a user. */
  user?: UserListItem;
}

const GENERAL_USER_ID = 3;
/** Who sets another user's unit coverage (docs/decisions/0130); the server checks it too. */
const SETS_COVERAGE = new Set(['Client Admin', 'Local Admin']);

const formOf = (user: UserListItem | undefined, onlyHospital: string | undefined): UserForm => ({
  email: user?.email ?? '',
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  phoneNumber: user?.phoneNumber ? `(${user.phoneNumber.slice(0, 3)})${user.phoneNumber.slice(3, 6)}-${user.phoneNumber.slice(6)}` : '',
  userTypeId: user?.userTypeId ?? GENERAL_USER_ID,
  hospitalIds: user?.hospitalIds ?? (onlyHospital ? [onlyHospital] : []),
  isActive: user?.isActive ?? true,
  isJobApprover: user?.isJobApprover ?? false,
});

/** The Add / Edit User side drawer of SPEC.md §2 and §5; each user (and version) gets a fresh form. */
export const UserDrawer = (props: UserDrawerProps) => <UserDrawerForm key={props.user ? `${props.user.userID}@${props.user.version}` : 'new'} {...props} />;

const UserDrawerForm = ({ open, onClose, user }: UserDrawerProps) => {
  const session = useSession();
  const editing = user !== undefined;
  const form = useForm<UserForm>({
    defaultValues: formOf(user, session.hospitals.length === 1 ? session.hospitals[0]!.hospitalId : undefined),
    resolver: zodResolver(UserForm),
  });
  const types = useUserTypes(open);
  const stages = useHospitalStages(open);
  const adding = useAddUser();
  const updating = useUpdateUser();
  const control = form.control;
  const setsCoverage = editing && SETS_COVERAGE.has(session.userType?.name ?? '');
  const coverage = useUnitCoverage(user?.userID ?? '', open && setsCoverage);
  const savingCoverage = useSetUnitCoverage();
  const [coverageEdits, setCoverageEdits] = useState<Record<string, boolean>>({});
  const userTypeId = useWatch({ control, name: 'userTypeId' });
  const hospitalIds = useWatch({ control, name: 'hospitalIds' });

  const typeName = types.data?.find((type) => type.id === userTypeId)?.label ?? (user?.userTypeId === userTypeId ? user.userType : undefined);
  const twoStage = hospitalIds.some((id) => stages.data?.find((h) => h.hospitalId === id)?.approvalStages === 2);
  const showsApprover = mayOfferTwoStepApprover(session.userType?.name, typeName, twoStage);
  // SPEC.md §5: only a General User can be a job approver; another role clears the switch.
  useEffect(() => {
    if (typeName !== undefined && typeName !== JOB_APPROVER_TYPE && form.getValues('isJobApprover')) form.setValue('isJobApprover', false);
  }, [typeName, form]);

  const failure = editing ? (updating.error ?? savingCoverage.error) : adding.error;
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failure]);

  const submit = async (values: UserForm) => {
    const payload = { ...values, phoneNumber: phoneDigits(values.phoneNumber), notificationPrefEmail: session.contact.email, networkName: session.network?.networkName };
    if (user) {
      const changes = coverageChanges(coverage.data?.units, coverageEdits);
      await updating.mutateAsync({ id: user.userID, user: { ...payload, notificationPreference: user.notificationPreference as 'Email', version: user.version } });
      if (changes.length > 0) await savingCoverage.mutateAsync({ userId: user.userID, changes });
    } else await adding.mutateAsync(payload);
  };

  const close = () => {
    adding.reset();
    updating.reset();
    savingCoverage.reset();
    onClose();
  };

  const submitting = form.formState.isSubmitting;
  const label = editing ? UPDATE_BUTTON : ADD_USER_BUTTON;
  return (
    <SideDrawerForm
      open={open}
      onClose={close}
      title={editing ? EDIT_USER_TITLE : ADD_USER_TITLE}
      subtitle={editing ? EDIT_USER_SUBTITLE : ADD_USER_SUBTITLE}
      // SPEC.md §4: the button shows '...' while submitting.
      submitLabel={submitting ? '...' : label}
      form={form}
      onSubmit={submit}
    >
      {types.isError && <SectionError onRefresh={() => void types.refetch()} />}
      {types.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading the user form" />
        </Box>
      )}
      {types.data && (
        <>
          {user?.accountStatus === 'Invited' && <InvitePending userId={user.userID} />}
          {/* Rendered in SPEC.md §5's order: the first invalid field of that order gets the focus. */}
          <FormTextField control={control} name="email" label="Email Address" required disabled={editing} />
          <FormTextField control={control} name="firstName" label="First Name" required />
          <FormTextField control={control} name="lastName" label="Last Name" required />
          <PhoneField control={control} />
          <RoleField control={control} types={types.data} current={user ? { id: user.userTypeId, label: user.userType } : undefined} />
          <HospitalsField control={control} hospitals={session.hospitals} outside={user ? user.hospitalIds.map((id, i) => ({ hospitalId: id, name: user.hospitalNames[i] ?? id })) : []} />
          <StatusSwitches control={control} statusLocked={editing && !user.canChangeStatus} showsApprover={showsApprover} />
          {failure && (
            <Alert ref={failureRef} severity="error" role="alert">
              {userChangeFailureMessage(failure)}
            </Alert>
          )}
          {user && setsCoverage && <UnitsCovered userId={user.userID} changes={coverageEdits} onChange={setCoverageEdits} />}
          {user && <AccountHistory userId={user.userID} />}
        </>
      )}
    </SideDrawerForm>
  );
};
