import LinkOff from '@mui/icons-material/LinkOff';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { AlertScreen } from '@/components/alert-screen';
import { BackToListButton, type ListTarget } from '@/components/back-to-list';
import { ACCESS_DENIED_MESSAGE, INVALID_URL_MESSAGE } from '@/components/error-messages';

export const INVALID_URL_HEADING = 'Oops. Something went wrong';
export const ACCESS_DENIED_HEADING = 'Access Denied';

/** Why the details cannot be shown, inside the page frame, with the way back to the list. */
export const DetailsError = ({ problem, list }: { problem: 'accessDenied' | 'invalidUrl'; list: ListTarget }) => {
  const denied = problem === 'accessDenied';
  return (
    <AlertScreen
      icon={denied ? LockOutlined : LinkOff}
      heading={denied ? ACCESS_DENIED_HEADING : INVALID_URL_HEADING}
      message={denied ? ACCESS_DENIED_MESSAGE : INVALID_URL_MESSAGE}
      action={<BackToListButton list={list} />}
    />
  );
};
