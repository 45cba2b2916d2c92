import LockOutlined from '@mui/icons-material/LockOutlined';
import { ACCESS_DENIED_MESSAGE } from '@portal/domain/messages';
import { ErrorPage } from './error-page';

export const ForbiddenPage = () => (
  <ErrorPage title="Access Denied" message={ACCESS_DENIED_MESSAGE} icon={<LockOutlined color="warning" sx={{ fontSize: 56 }} aria-hidden />} />
);
