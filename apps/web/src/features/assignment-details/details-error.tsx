import LinkOff from '@mui/icons-material/LinkOff';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { ACCESS_DENIED_MESSAGE, INVALID_URL_MESSAGE, SOMETHING_WENT_WRONG_HEADING } from '@portal/domain/messages';
import { AlertScreen } from '@/components/alert-screen';
import { BackToListButton, type ListTarget } from '@/components/back-to-list';

export const ACCESS_DENIED_HEADING = 'Access Denied';

/** Why the details cannot be shown, inside the page frame, with the way back to the list. */
export const DetailsError = ({ problem, list }: { problem: 'accessDenied' | 'invalidUrl'; list: ListTarget }) => {
  const denied = problem === 'accessDenied';
  return (
    <AlertScreen
      icon={denied ? LockOutlined : LinkOff}
      heading={denied ? ACCESS_DENIED_HEADING : SOMETHING_WENT_WRONG_HEADING}
      message={denied ? ACCESS_DENIED_MESSAGE : INVALID_URL_MESSAGE}
      action={<BackToListButton list={list} />}
    />
  );
};
