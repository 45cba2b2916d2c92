import LinkOff from '@mui/icons-material/LinkOff';
import { ErrorPage } from './error-page';
import { INVALID_URL_MESSAGE } from '@/components/error-messages';

export const NotFoundPage = () => (
  <ErrorPage title="Page Not Found" message={INVALID_URL_MESSAGE} icon={<LinkOff color="warning" sx={{ fontSize: 56 }} aria-hidden />} />
);
