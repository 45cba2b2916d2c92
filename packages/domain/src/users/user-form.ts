import { z } from 'zod';
import { storableText } from '../api/storable-text';
import { EMAIL_MAX, FIXED_TITLE_ID } from '../limits';
import { MAX_FILTER_VALUES } from '../lists/list-request';
import { FIELD_REQUIRED } from '../messages';
import { FIRST_NAME_TOO_LONG, LAST_NAME_TOO_LONG, personName, PhoneNumber } from './profile-form';

export const EMAIL_INVALID = 'This is not a valid email address';
export const EMAIL_TOO_LONG = `Email address must be at most ${EMAIL_MAX} characters`;
export const JOB_APPROVER_ONLY_GENERAL = 'Only a General User can be a job approver.';

const EMAIL_SHAPE = z.email();

/** SPEC.md §5 emailAddress: required, at most 100 characters, a valid address. */
export const UserEmail = storableText()
  .min(1, FIELD_REQUIRED)
  .max(EMAIL_MAX, { message: EMAIL_TOO_LONG, abort: true })
  .refine((value) => EMAIL_SHAPE.safeParse(value).success, EMAIL_INVALID);

/** SPEC.md §3: Email, Call or both, comma-separated. */
export const NOTIFICATION_PREFERENCES = ['Email', 'Call', 'Email,Call'] as const;

/**
 * The fields of the user drawer with SPEC.md §5's rules, in the order the drawer shows them (the
 * first invalid one gets the focus). Hospitals are required for every type the drawer offers: all
 * of them are tied to facilities.
 */
export const UserForm = z.object({
  email: UserEmail,
  firstName: personName(FIRST_NAME_TOO_LONG),
  lastName: personName(LAST_NAME_TOO_LONG),
  phoneNumber: PhoneNumber,
  userTypeId: z.number({ message: FIELD_REQUIRED }).int().min(1, FIELD_REQUIRED).max(100),
  hospitalIds: z.array(z.uuid({ message: 'hospitalIds must hold hospital ids' })).min(1, FIELD_REQUIRED).max(MAX_FILTER_VALUES),
  isActive: z.boolean(),
  isJobApprover: z.boolean(),
});
export type UserForm = z.infer<typeof UserForm>;

/**
 * The create and update payload of SPEC.md §3: the drawer's fields and the ones the old client
 * sends alongside (middle name and regions empty, the network's name, the notification
 * preference and address, titleId fixed at 1), accepted and bounded but not needed.
 */
export const UserPayload = UserForm.extend({
  middleName: z.string().max(0).optional(),
  regionIds: z.array(z.uuid()).max(0).optional(),
  networkName: storableText().max(200).optional(),
  notificationPreference: z.enum(NOTIFICATION_PREFERENCES).default('Email'),
  notificationPrefEmail: z.email({ message: EMAIL_INVALID }).max(EMAIL_MAX).optional(),
  titleId: z.literal(FIXED_TITLE_ID).optional(),
});
export type UserPayload = z.input<typeof UserPayload>;
