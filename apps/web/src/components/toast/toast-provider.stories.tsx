import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastProvider } from './toast-provider';
import { useToast } from './use-toast';

/** Buttons that raise each toast type of SPEC.md §2 (the preview wraps every story in a ToastProvider). */
const ToastButtons = () => {
  const toast = useToast();
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" color="success" onClick={() => toast.success('Job created successfully')}>
        Success
      </Button>
      <Button variant="contained" color="error" onClick={() => toast.error('Something went wrong. Please try again.')}>
        Error
      </Button>
      <Button variant="outlined" onClick={() => toast.neutral('Your export is being prepared', { position: 'top' })}>
        Neutral, at the top
      </Button>
    </Stack>
  );
};

const meta = { component: ToastProvider, title: 'Shared/Toasts', args: { children: <ToastButtons /> } } satisfies Meta<typeof ToastProvider>;
export default meta;

export const Types: StoryObj<typeof meta> = {};
