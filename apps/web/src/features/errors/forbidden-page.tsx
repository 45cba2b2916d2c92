import LockOutlined from '@mui/icons-material/LockOutlined';
import { ErrorPage } from './error-page';
import { ACCESS_DENIED_MESSAGE } from '@/components/error-messages';

export const ForbiddenPage = () => (
  <ErrorPage title="Access Denied" message={ACCESS_DENIED_MESSAGE} icon={<LockOutlined color="warning" sx={{ fontSize: 56 }} aria-hidden />} />
);
