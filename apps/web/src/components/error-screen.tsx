import Button from '@mui/material/Button';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import { SOMETHING_WENT_WRONG_HEADING } from '@portal/domain/messages';
import { AlertScreen } from './alert-screen';

export const DEFAULT_ERROR_MESSAGE =
  'You have no active hospitals at this time. Please contact support if you believe that this is in error.';

/** The default error screen of SPEC.md §2. */
export const ErrorScreen = ({ onRefresh }: { onRefresh?: () => void }) => (
  <AlertScreen
    icon={ErrorOutline}
    heading={SOMETHING_WENT_WRONG_HEADING}
    message={DEFAULT_ERROR_MESSAGE}
    action={
      onRefresh && (
        <Button variant="contained" sx={{ mt: 3 }} onClick={onRefresh}>
          Refresh
        </Button>
      )
    }
  />
);
