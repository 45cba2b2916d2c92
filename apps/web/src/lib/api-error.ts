import type { ApiError } from '@portal/domain/api/api-error';

/** A failed call. `status` is set when the server answered; network failures carry none. */
export class ApiRequestError extends Error {
  readonly status: number | undefined;
  readonly body: ApiError | undefined;
  /** From a 503's Retry-After: how long the server asked to wait before trying again. */
  readonly retryAfterMs: number | undefined;

  constructor(message: string, status?: number, body?: ApiError, retryAfterMs?: number) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
    this.retryAfterMs = retryAfterMs;
  }
}

/** True when the failure came with an HTTP status (SPEC.md §8: only those are retried). */
export const hasStatus = (error: unknown): error is ApiRequestError & { status: number } =>
  error instanceof ApiRequestError && typeof error.status === 'number';

export const errorStatus = (error: unknown): number | undefined => (hasStatus(error) ? error.status : undefined);
