import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormTextField } from '../form-fields/form-text-field';
import { SideDrawerForm } from './side-drawer-form';

/** A drawer with one field: typing then Cancel asks before discarding, as every drawer form does. */
const DrawerDemo = ({ startOpen }: { startOpen: boolean }) => {
  const [open, setOpen] = useState(startOpen);
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Open the drawer
      </Button>
      <SideDrawerForm
        open={open}
        title="Decline Job"
        subtitle="Tell us why this job is declined."
        form={form}
        onSubmit={async () => setOpen(false)}
        onClose={() => setOpen(false)}
        submitLabel="Submit"
      >
        <FormTextField control={form.control} name="reason" label="Reason" multiline maxLength={500} />
      </SideDrawerForm>
    </>
  );
};

const meta = { title: 'Shared/Side drawer', component: DrawerDemo, args: { startOpen: true } } satisfies Meta<typeof DrawerDemo>;
export default meta;

export const Open: StoryObj<typeof meta> = {};
