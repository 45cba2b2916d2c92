import LinkOff from '@mui/icons-material/LinkOff';
import { INVALID_URL_MESSAGE } from '@portal/domain/messages';
import { ErrorPage } from './error-page';

export const NotFoundPage = () => (
  <ErrorPage title="Page Not Found" message={INVALID_URL_MESSAGE} icon={<LinkOff color="warning" sx={{ fontSize: 56 }} aria-hidden />} />
);
