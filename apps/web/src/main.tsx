import { fetchSignInSettings } from './app/sign-in-settings';
import { hasStoredUser, needsSignIn } from './app/signed-out-entry';

/** The configuration is asked for while the app's code downloads, not after. */
const startApp = () => {
  const config = import('./lib/config/load-portal-config').then(({ loadPortalConfig }) => loadPortalConfig());
  // bootstrap reports a failure when it awaits this; until then it is not an unhandled rejection.
  config.catch(() => undefined);
  return import('./app/render-portal').then(({ renderPortal }) => renderPortal(config));
};

/**
 * A visitor without a session on a signed-in page goes straight to the sign-in page: the app (React,
 * MUI, the shell) is loaded only for everyone else, so that redirect does not wait for it.
 */
if (!hasStoredUser(window.localStorage) && needsSignIn(window.location.pathname)) {
  // Asked for while the redirect's code downloads; signInDirectly reports a failure by returning false.
  const settings = fetchSignInSettings();
  settings.catch(() => undefined);
  void import('./app/direct-sign-in')
    .then(({ signInDirectly }) => signInDirectly(window.location, settings))
    .then((redirecting) => (redirecting ? undefined : startApp()));
} else {
  void startApp();
}
