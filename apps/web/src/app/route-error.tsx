import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { LazyErrorScreen } from '../components/lazy-error-screen';
import { reportError } from '../lib/report-error';

/** A page that failed to load or render: report it, show the default error screen. */
export const RouteError = () => {
  const error = useRouteError();
  useEffect(() => reportError(error, 'route error'), [error]);
  return <LazyErrorScreen onRefresh={() => window.location.reload()} />;
};
