import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@portal/domain/api/api-error';
import { UNSTORABLE_TEXT_MESSAGE } from '@portal/domain/api/storable-text';
import { databaseFailureOf, failureCodeOf, withoutQuery } from '../db/database-failure';
import { hasSqlState } from '../db/sql-state';
import { HttpError } from '../http-errors';
import { createBurstLog } from '../lib/burst-log';
import type { ErrorTracker } from '../lib/error-tracking';
import { MAX_ISSUES } from './bounded-validation';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
export const UNAVAILABLE_MESSAGE = 'The portal is briefly unavailable. Please try again in a few seconds.';
export const TIMEOUT_MESSAGE = 'This took too long to answer. Please try again in a few seconds.';
/** Seconds a client waits before retrying a 503: about how long a database restart or failover takes. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATE codes of text PostgreSQL cannot hold (a NUL character, in a value or a JSON parameter).
 * Only a client's text causes them; any other data exception is the server's fault and stays a 500.
 */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

/** Whether PostgreSQL refused text the request carried. */
const isUnstorableText = (error: unknown): boolean => hasSqlState(error, UNSTORABLE_TEXT_CODES);

/** Longest path or message of one issue: a deeply nested body or a long custom text must not grow the answer. */
const MAX_ISSUE_TEXT = 200;

const bounded = (text: string) => (text.length > MAX_ISSUE_TEXT ? `${text.slice(0, MAX_ISSUE_TEXT - 1)}…` : text);

const describeIssue = (path: string, message: string, context: string): { path: string; message: string } => {
  const where = [context === 'body' ? '' : context, path.replace(/^\//, '').replace(/\//g, '.')].filter(Boolean).join('.');
  return { path: bounded(where), message: bounded(message) };
};

/** One JSON error shape for every failure; 5xx details stay in the log. */
export const registerErrorHandler = (app: FastifyInstance, errorTracker?: ErrorTracker) => {
  const logOnce = createBurstLog();
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const send = (statusCode: number, message: string, issues?: ApiError['issues']) => {
      const body: ApiError = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, requestId: request.id };
      if (issues) body.issues = issues;
      return reply.code(statusCode).send(body);
    };

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation
        .slice(0, MAX_ISSUES)
        .map((v) => describeIssue(v.instancePath, v.message ?? 'is invalid', error.validationContext ?? 'body'));
      const more = error.validation.length > MAX_ISSUES ? '; and more' : '';
      const message = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
      return send(400, `Invalid request. ${message}${more}`, issues);
    }
    if (error instanceof HttpError) return send(error.statusCode, error.message);
    if (isUnstorableText(error)) {
      request.log.warn({ err: error }, 'request held text the database cannot store');
      return send(400, UNSTORABLE_TEXT_MESSAGE);
    }
    const failure = databaseFailureOf(error);
    if (failure) {
      // Expected while the database restarts: one line per burst, no stack, no statement.
      const code = failureCodeOf(error) ?? 'none';
      const reason = (withoutQuery(error) as Error).message;
      logOnce(
        `${failure}:${code}`,
        () => request.log.warn({ call: `${request.method} ${request.routeOptions.url ?? request.url}`, code, reason }, `database ${failure}`),
        (repeats) => app.log.warn({ code, repeats }, `database ${failure}: the same failure again in the last second`),
      );
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(503, failure === 'timeout' ? TIMEOUT_MESSAGE : UNAVAILABLE_MESSAGE);
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status < 500) return send(status, error.message);
    request.log.error({ err: error }, 'request failed');
    errorTracker?.captureServerError(withoutQuery(error), request);
    return send(500, INTERNAL_MESSAGE);
  });
};
