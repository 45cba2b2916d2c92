import type * as SentryReact from '@sentry/react';
import type { PortalConfig } from '@portal/domain/api/platform';

type Capture = (error: unknown, context: string | undefined) => void;
type SentryClient = typeof SentryReact;

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

const describeError = (error: unknown): { message: string; stack?: string } => {
  if (error instanceof Error) {
    return { message: `${error.name}: ${error.message}`, ...(error.stack ? { stack: error.stack } : {}) };
  }
  return { message: typeof error === 'string' ? error : JSON.stringify(error) ?? String(error) };
};

let getAccessToken: () => Promise<string | undefined> = async () => undefined;

/**
 * To the API's log; a failed report is dropped, since reporting it would only fail again. The call's
 * contract loads with the first report, so the schemas stay out of the first screen's JavaScript.
 */
const toApiLog: Capture = (error, context) => {
  const { message, stack } = describeError(error);
  void (async () => {
    const [{ callApi }, { CLIENT_ERROR_LIMITS, reportClientError }] = await Promise.all([
      import('./api-client'),
      import('@portal/domain/api/platform'),
    ]);
    const token = await getAccessToken().catch(() => undefined);
    await callApi(reportClientError, {
      body: {
        message: cut(message || 'Unknown error', CLIENT_ERROR_LIMITS.message),
        ...(stack ? { stack: cut(stack, CLIENT_ERROR_LIMITS.stack) } : {}),
        url: cut(window.location.href, CLIENT_ERROR_LIMITS.url),
        ...(context ? { context: cut(context, CLIENT_ERROR_LIMITS.context) } : {}),
      },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  })().catch(() => undefined);
};

/** Sentry's SDK is fetched on the first failure only, so it adds nothing to the first visit. */
const toSentry = (settings: NonNullable<PortalConfig['sentry']>): Capture => {
  let client: Promise<SentryClient> | undefined;
  const load = () =>
    (client ??= import('@sentry/react').then((sentry) => {
      sentry.init({ dsn: settings.dsn, environment: settings.environment });
      return sentry;
    }));
  return (error, context) => {
    load()
      .then((sentry) => sentry.captureException(error, context ? { tags: { context } } : undefined))
      .catch(() => toApiLog(error, context));
  };
};

let capture: Capture = toApiLog;

/**
 * Chooses where failures go from the server's configuration: Sentry when it names a DSN, the API's
 * log otherwise. Before this runs (the configuration call itself failing), reports go to the log.
 */
export const startErrorReporting = (config: Pick<PortalConfig, 'sentry'>, accessToken: () => Promise<string | undefined>) => {
  getAccessToken = accessToken;
  capture = config.sentry ? toSentry(config.sentry) : toApiLog;
};

/** The one place failures are reported (SPEC.md §7: "log to an error-reporting service, then re-raise"). */
export const reportError = (error: unknown, context?: string) => {
  console.error(context ? `[portal] ${context}` : '[portal]', error);
  capture(error, context);
};
