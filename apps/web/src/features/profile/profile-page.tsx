import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { can } from '@portal/domain/access/access-rule';
import { NAME_MAX } from '@portal/domain/limits';
import { GatedButton } from '@/components/gated-button';
import { PageHeader } from '@/components/page-header';
import { useToast } from '@/components/toast/use-toast';
import { formatPhone } from '@/lib/format-phone';
import { reportError } from '@/lib/report-error';
import { useSession } from '@/lib/session/session-context';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from '@portal/domain/users/profile-form';
import { FAILED_TO_UPDATE } from '@portal/domain/messages';
import { useUpdateProfile } from './api/update-profile';

/** /profile: the signed-in user's details and the Update form (needs ViewProfile). */
export const ProfilePage = () => {
  const { contact, subject } = useSession();
  const toast = useToast();
  const update = useUpdateProfile();
  const allowed = can(subject, 'ViewProfile');
  const { register, handleSubmit, formState } = useForm<ProfileForm>({
    resolver: zodResolver(ProfileForm),
    defaultValues: { firstName: contact.firstName, lastName: contact.lastName, phoneNumber: formatPhone(contact.phoneNumber) },
    shouldFocusError: true,
  });
  const field = (name: keyof ProfileForm) => ({
    ...register(name),
    error: !!formState.errors[name],
    helperText: formState.errors[name]?.message,
    disabled: !allowed,
    fullWidth: true,
  });

  const submit = handleSubmit(async (form) => {
    try {
      await update.mutateAsync(form);
      toast.success('User has been updated successfully.');
    } catch (error) {
      reportError(error, 'profile update');
      toast.error(FAILED_TO_UPDATE);
    }
  });

  return (
    <>
      <PageHeader title="Profile" subtitle="Your account details." />
      <Paper sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', maxWidth: 720 }}>
        <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
          {`${contact.firstName} ${contact.lastName}`}
        </Typography>
        <ProfileDetails contact={contact} />
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2, mt: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField label="First Name" required slotProps={{ htmlInput: { maxLength: NAME_MAX } }} {...field('firstName')} />
          <TextField label="Last Name" required slotProps={{ htmlInput: { maxLength: NAME_MAX } }} {...field('lastName')} />
          <TextField label="Phone Number" required type="tel" {...field('phoneNumber')} />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <GatedButton allowed={allowed} type="submit" variant="contained" disabled={formState.isSubmitting || !formState.isDirty}>
              {formState.isSubmitting ? '...' : 'Update'}
            </GatedButton>
          </Box>
        </Box>
      </Paper>
    </>
  );
};
