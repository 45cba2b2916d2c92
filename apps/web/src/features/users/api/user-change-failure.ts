import { EMAIL_TAKEN_MESSAGE } from '@portal/domain/users/user-rules';
import { SOMETHING_WENT_WRONG } from '@portal/domain/messages';
import { ApiRequestError } from '@/lib/api-error';

/**
 * SPEC.md §8: a 409 whose message mentions 'email' shows 'This email address is associated with an
 * existing account'; other errors show the server's message in the drawer.
 */
export const userChangeFailureMessage = (error: unknown): string => {
  if (error instanceof ApiRequestError) {
    if (error.status === 409 && /email/i.test(error.message)) return EMAIL_TAKEN_MESSAGE;
    if (error.status !== undefined) return error.message;
  }
  return SOMETHING_WENT_WRONG;
};
