import type { FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/** Most issues a validation answer lists: enough to fix a form, small whatever the input. */
export const MAX_ISSUES = 20;

/**
 * The zod validator of fastify-type-provider-zod, keeping one issue more than an answer lists (so
 * the answer can say there were more): a body of 100,000 bad items must not make Fastify format,
 * nor the answer carry, 100,000 issues.
 */
export const boundedValidatorCompiler: typeof validatorCompiler = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    const result = validate(data) as { error?: FastifySchemaValidationError[]; value?: unknown };
    return Array.isArray(result.error) ? { ...result, error: result.error.slice(0, MAX_ISSUES + 1) } : result;
  };
};
