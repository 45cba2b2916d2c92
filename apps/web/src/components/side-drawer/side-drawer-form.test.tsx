import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import TextField from '@mui/material/TextField';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/test/render.test-kit';
import { DISCARD_AND_EXIT, DISCARD_MESSAGE, DISCARD_TITLE, KEEP_EDITING } from './discard-changes-dialog';
import { SideDrawerForm } from './side-drawer-form';

const Schema = z.object({
  unit: z.string().min(1, 'This field is required'),
  title: z.string().min(1, 'This field is required'),
});
type Values = z.infer<typeof Schema>;

const Harness = ({ onSubmit, onClose = () => undefined }: { onSubmit: (values: Values) => Promise<void>; onClose?: () => void }) => {
  const [open, setOpen] = useState(true);
  const form = useForm<Values>({ resolver: zodResolver(Schema), defaultValues: { unit: '', title: '' } });
  const field = (name: keyof Values, label: string) => {
    const { ref, ...rest } = form.register(name);
    const error = form.formState.errors[name];
    return <TextField label={label} inputRef={ref} {...rest} error={!!error} helperText={error?.message} />;
  };
  return (
    <SideDrawerForm
      open={open}
      title="Add Thing"
      subtitle="Fill out the form."
      form={form}
      submitLabel="Save"
      onSubmit={onSubmit}
      onClose={() => {
        setOpen(false);
        onClose();
      }}
    >
      {field('unit', 'Unit')}
      {field('title', 'Title')}
    </SideDrawerForm>
  );
};

const drawer = () => screen.getByRole('dialog', { name: 'Add Thing' });

describe('SideDrawerForm', () => {
  it('shows title, subtitle, fields and the footer, and closes at once when nothing changed', async () => {
    const onClose = vi.fn();
    renderAt(<Harness onSubmit={async () => undefined} onClose={onClose} />);
    expect(within(drawer()).getByText('Fill out the form.')).toBeInTheDocument();
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByText(DISCARD_TITLE)).not.toBeInTheDocument();
  });

  it('asks before unsaved changes are discarded', async () => {
    const onClose = vi.fn();
    renderAt(<Harness onSubmit={async () => undefined} onClose={onClose} />);
    await userEvent.type(within(drawer()).getByLabelText('Unit'), 'ICU');
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Cancel' }));

    const confirm = await screen.findByRole('dialog', { name: DISCARD_TITLE });
    expect(confirm).toHaveTextContent(DISCARD_MESSAGE);
    await userEvent.click(within(confirm).getByRole('button', { name: KEEP_EDITING }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DISCARD_TITLE })).not.toBeInTheDocument());
    expect(within(drawer()).getByLabelText('Unit')).toHaveValue('ICU');
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(within(drawer()).getByRole('button', { name: 'Close' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: DISCARD_TITLE })).getByRole('button', { name: DISCARD_AND_EXIT }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows every message on submit and focuses the first invalid field', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderAt(<Harness onSubmit={onSubmit} />);
    await userEvent.type(within(drawer()).getByLabelText('Title'), 'RN');
    await userEvent.clear(within(drawer()).getByLabelText('Title'));
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Save' }));
    expect(await within(drawer()).findAllByText('This field is required')).toHaveLength(2);
    await waitFor(() => expect(within(drawer()).getByLabelText('Unit')).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes after a save and stays open with the values when the save fails', async () => {
    const onClose = vi.fn();
    const onSubmit = vi.fn<(values: Values) => Promise<void>>().mockRejectedValueOnce(new Error('server down')).mockResolvedValueOnce(undefined);
    renderAt(<Harness onSubmit={onSubmit} onClose={onClose} />);
    await userEvent.type(within(drawer()).getByLabelText('Unit'), 'ICU');
    await userEvent.type(within(drawer()).getByLabelText('Title'), 'RN');

    await userEvent.click(within(drawer()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onClose).not.toHaveBeenCalled();
    expect(within(drawer()).getByLabelText('Unit')).toHaveValue('ICU');

    await userEvent.click(within(drawer()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenLastCalledWith({ unit: 'ICU', title: 'RN' });
  });
});
