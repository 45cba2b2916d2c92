import { z } from 'zod';
import { storableText } from '../api/storable-text';
import { NAME_MAX, PHONE_DIGITS, PHONE_INPUT_MAX } from '../limits';
import { FIELD_REQUIRED } from '../messages';

export const FIRST_NAME_TOO_LONG = `First name must be at most ${NAME_MAX} characters`;
export const LAST_NAME_TOO_LONG = `Last name must be at most ${NAME_MAX} characters`;

/** A first or last name (SPEC.md §5): required, already trimmed, at most 50 characters. */
export const personName = (tooLong: string) =>
  storableText()
    .min(1, FIELD_REQUIRED)
    .refine((value) => value.trim() === value && value.trim().length > 0, 'Invalid Formatting')
    .max(NAME_MAX, tooLong);

/** Spaces, parentheses and dashes are stripped before the digits are checked (SPEC.md §5). */
export const phoneDigits = (value: string) => value.replace(/[\s()-]/g, '');

/** A phone number as typed (SPEC.md §5): ten digits once spaces, parentheses and dashes are stripped. */
export const PhoneNumber = z
  .string()
  .min(1, FIELD_REQUIRED)
  .max(PHONE_INPUT_MAX, { message: 'Invalid formatting', abort: true })
  .refine((value) => new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(phoneDigits(value)), 'Invalid formatting')
  .refine((value) => {
    const digits = phoneDigits(value);
    return !digits.startsWith('0') && !/^(\d)\1+$/.test(digits);
  }, 'This is not a valid phone number');

/** The user-form rules of SPEC.md §5 for the fields a user may change on their own profile. */
export const ProfileForm = z.object({
  firstName: personName(FIRST_NAME_TOO_LONG),
  lastName: personName(LAST_NAME_TOO_LONG),
  phoneNumber: PhoneNumber,
});
export type ProfileForm = z.infer<typeof ProfileForm>;
