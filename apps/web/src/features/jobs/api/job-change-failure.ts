import { errorStatus } from '@/lib/api-error';

/**
 * What a failed change tells the user. A 409 means someone changed the job meanwhile: the server's
 * message says so and asks to refresh, which the fixed texts would hide.
 */
export const jobChangeFailureMessage = (error: unknown, fallback: string): string =>
  errorStatus(error) === 409 && error instanceof Error ? error.message : fallback;
