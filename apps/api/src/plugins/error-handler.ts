import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@portal/domain/api/call';
import { HttpError } from '../http-errors';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

const describeIssue = (path: string, message: string, context: string): { path: string; message: string } => {
  const where = [context === 'body' ? '' : context, path.replace(/^\//, '').replace(/\//g, '.')].filter(Boolean).join('.');
  return { path: where, message };
};

/** One JSON error shape for every failure; 5xx details stay in the log. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const send = (statusCode: number, message: string, issues?: ApiError['issues']) => {
      const body: ApiError = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, requestId: request.id };
      if (issues) body.issues = issues;
      return reply.code(statusCode).send(body);
    };

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) =>
        describeIssue(v.instancePath, v.message ?? 'is invalid', error.validationContext ?? 'body'),
      );
      const message = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
      return send(400, `Invalid request. ${message}`, issues);
    }
    if (error instanceof HttpError) return send(error.statusCode, error.message);
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status < 500) return send(status, error.message);
    request.log.error({ err: error }, 'request failed');
    return send(500, INTERNAL_MESSAGE);
  });

};
