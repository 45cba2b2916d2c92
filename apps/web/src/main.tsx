import { requestPortalConfig } from './app/config-request';
import { signInDirectly } from './app/direct-sign-in';
import { sendEarlySessionRequests, type EarlySessionRequests } from './app/early-session-requests';
import { readSignInSettings } from './app/sign-in-settings';
import { hasStoredUser, needsSignIn } from './app/signed-out-entry';
import { preloadSignedInPage } from './app/web-routes';

/** The app's code and its configuration travel together: the request is already on its way. */
const startApp = (configRequest: Promise<Response>, sessionRequests?: EarlySessionRequests) => {
  const config = import('./lib/config/load-portal-config').then(({ loadPortalConfig }) => loadPortalConfig(configRequest));
  // bootstrap reports a failure when it awaits this; until then it is not an unhandled rejection.
  config.catch(() => undefined);
  return import('./app/render-portal').then(({ renderPortal }) => renderPortal(config, sessionRequests));
};

const configRequest = requestPortalConfig();
// Whoever reads the answer reports its failure; the request alone is no unhandled rejection.
configRequest.catch(() => undefined);

/**
 * A visitor without a session on a signed-in page goes straight to the sign-in page: the app (React,
 * MUI, the shell) is loaded only for everyone else, so that redirect does not wait for it. The
 * redirect's code is a static import, so index.html preloads it beside the entry instead of after it;
 * the app needs the same OpenID client at once.
 */
if (!hasStoredUser(window.localStorage) && needsSignIn(window.location.pathname)) {
  const settings = readSignInSettings(configRequest);
  settings.catch(() => undefined);
  // When the redirect cannot start, the app says why; the first answer is read, so it asks again.
  void signInDirectly(window.location, settings).then((redirecting) => (redirecting ? undefined : startApp(requestPortalConfig())));
} else if (needsSignIn(window.location.pathname)) {
  // In this order: a browser sends a host's requests six at a time, and the session's calls are small.
  void startApp(configRequest, sendEarlySessionRequests());
  preloadSignedInPage(window.location.pathname);
} else {
  void startApp(configRequest);
}
