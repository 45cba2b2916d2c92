import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinkOff from '@mui/icons-material/LinkOff';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { ACCESS_DENIED_MESSAGE, INVALID_URL_MESSAGE, SOMETHING_WENT_WRONG_HEADING } from '@portal/domain/messages';
import { AlertScreen } from '@/components/alert-screen';
import { BackToListButton, type ListTarget } from '@/components/back-to-list';

const ACCESS_DENIED_HEADING = 'Access Denied';

interface DetailsErrorProps {
  problem: 'accessDenied' | 'invalidUrl';
  list: ListTarget;
  /** Offered when the failure may pass (a server error), beside the way back to the list. */
  onRefresh?: () => void;
}

/** Why the details cannot be shown, inside the page frame, with the way back to the list. */
export const DetailsError = ({ problem, list, onRefresh }: DetailsErrorProps) => {
  const denied = problem === 'accessDenied';
  return (
    <AlertScreen
      icon={denied ? LockOutlined : LinkOff}
      heading={denied ? ACCESS_DENIED_HEADING : SOMETHING_WENT_WRONG_HEADING}
      message={denied ? ACCESS_DENIED_MESSAGE : INVALID_URL_MESSAGE}
      action={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 2 }}>
          <BackToListButton list={list} />
          {onRefresh && (
            <Button variant="outlined" onClick={onRefresh} sx={{ mt: 3 }}>
              Refresh
            </Button>
          )}
        </Box>
      }
    />
  );
};
