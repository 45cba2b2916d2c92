import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MessagePage } from '@/components/message-page';

export const ErrorPage = ({ title, message, icon }: { title: string; message: string; icon: ReactNode }) => (
  <MessagePage title={title} icon={icon}>
    <Typography color="text.secondary">{message}</Typography>
    <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 3 }}>
      Go to Home
    </Button>
  </MessagePage>
);
