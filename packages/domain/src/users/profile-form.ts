import { z } from 'zod';
import { NAME_MAX, PHONE_DIGITS, PHONE_INPUT_MAX } from '../limits';
import { FIELD_REQUIRED } from '../messages';

const name = (tooLong: string) =>
  z
    .string()
    .min(1, FIELD_REQUIRED)
    .refine((value) => value.trim() === value && value.trim().length > 0, 'Invalid Formatting')
    .max(NAME_MAX, tooLong);

/** Spaces, parentheses and dashes are stripped before the digits are checked (SPEC.md §5). */
export const phoneDigits = (value: string) => value.replace(/[\s()-]/g, '');

/** The user-form rules of SPEC.md §5 for the fields a user may change on their own profile. */
export const ProfileForm = z.object({
  firstName: name(`First name must be at most ${NAME_MAX} characters`),
  lastName: name(`Last name must be at most ${NAME_MAX} characters`),
  phoneNumber: z
    .string()
    .min(1, FIELD_REQUIRED)
    .max(PHONE_INPUT_MAX, { message: 'Invalid formatting', abort: true })
    .refine((value) => new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(phoneDigits(value)), 'Invalid formatting')
    .refine((value) => {
      const digits = phoneDigits(value);
      return !digits.startsWith('0') && !/^(\d)\1+$/.test(digits);
    }, 'This is not a valid phone number'),
});
export type ProfileForm = z.infer<typeof ProfileForm>;
