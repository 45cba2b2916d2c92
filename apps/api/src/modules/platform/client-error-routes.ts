import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { reportClientError } from '@portal/domain/api/platform';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../plugins/register-call';

/** Reports one IP may send per minute: a page in an error loop must not flood the log. */
export const CLIENT_ERRORS_PER_MINUTE = 20;

/** The e-mail of a valid sign-in, if the report carries one; a report without is still welcome. */
const reporterEmail = async (deps: AppDeps, authorization: string | undefined): Promise<string | undefined> => {
  if (!authorization) return undefined;
  try {
    return (await deps.verifyToken(authorization)).email;
  } catch {
    return undefined;
  }
};

/**
 * Browser errors in the API's log, beside the server's own (used when no Sentry DSN is set). The
 * rate limit lives in this route's own scope, so no other route is limited by it.
 */
export const registerClientErrorRoutes = async (app: FastifyInstance, deps: AppDeps) => {
  await app.register(async (scope) => {
    await scope.register(rateLimit, { max: CLIENT_ERRORS_PER_MINUTE, timeWindow: '1 minute' });
    registerCall(scope, deps, reportClientError, async ({ body, headers, log }) => {
      const user = await reporterEmail(deps, headers.authorization);
      log.warn({ clientError: body, user }, 'browser error');
      return undefined;
    });
  });
};
