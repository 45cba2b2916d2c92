import { z } from 'zod';
import { NOTIFICATION_CHANNEL_IDS, NOTIFICATION_KIND_IDS, NOTIFICATION_KINDS } from '../notifications/notification-kinds';
import { UNIT_COVERAGE_CHANGES_MAX } from '../limits';
import { defineCall } from './call';

const recipientEmail = z.email({ message: 'This is not a valid email address' }).max(100);
/** `?recipientEmail=` as SPEC.md §7 sends it; when sent it must be the signed-in user's own address. */
const RecipientQuery = z.object({ recipientEmail: recipientEmail.optional() });
const ReceiptQuery = z.object({ notificationReceiptId: z.uuid({ message: 'notificationReceiptId must be a notification id' }) });

/** A notification of SPEC.md §3, as the bell lists it and the live connection pushes it. */
export const NotificationItem = z.object({
  notificationReceiptId: z.uuid(),
  notificationText: z.string(),
  notificationSubType: z.enum(NOTIFICATION_KIND_IDS),
  dealId: z.uuid().nullable(),
  identifier: z.string().nullable(),
  createdDate: z.iso.datetime({ offset: true }),
  wasRead: z.boolean(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

export const getNotifications = defineCall({
  name: 'getNotifications',
  method: 'GET',
  version: 'v1',
  path: 'getNotifications',
  summary: "The signed-in user's notifications in the network they act in, newest first (kinds they chose to see in the portal).",
  scope: 'tenant',
  access: {},
  query: RecipientQuery,
  response: z.array(NotificationItem),
});

export const markAsRead = defineCall({
  name: 'markAsRead',
  method: 'GET',
  version: 'v1',
  path: 'markAsRead',
  summary: 'Marks one of the signed-in user\'s notifications read.',
  scope: 'tenant',
  access: {},
  query: ReceiptQuery,
  response: NotificationItem,
});

export const clearSingle = defineCall({
  name: 'clearSingle',
  method: 'GET',
  version: 'v1',
  path: 'clearSingle',
  summary: "Clears one of the signed-in user's notifications from the bell.",
  scope: 'tenant',
  access: {},
  query: ReceiptQuery,
  response: z.object({ cleared: z.number().int() }),
});

export const clearAll = defineCall({
  name: 'clearAll',
  method: 'GET',
  version: 'v1',
  path: 'clearAll',
  summary: "Clears every notification of the signed-in user in the network they act in.",
  scope: 'tenant',
  access: {},
  query: RecipientQuery,
  response: z.object({ cleared: z.number().int() }),
});

export const NotificationPreference = z.object({
  kind: z.enum(NOTIFICATION_KIND_IDS),
  channel: z.enum(NOTIFICATION_CHANNEL_IDS),
});
export type NotificationPreference = z.infer<typeof NotificationPreference>;
const Preferences = z.object({ preferences: z.array(NotificationPreference).max(NOTIFICATION_KINDS.length) });

export const getNotificationPreferences = defineCall({
  name: 'Me/NotificationPreferences',
  method: 'GET',
  version: 'v2',
  path: 'Me/NotificationPreferences',
  summary: "Where the signed-in user receives each kind of notification: in the portal, in a daily e-mail digest, or not at all.",
  scope: 'user',
  access: {},
  response: Preferences,
});

export const updateNotificationPreferences = defineCall({
  name: 'Me/NotificationPreferences',
  method: 'PUT',
  version: 'v2',
  path: 'Me/NotificationPreferences',
  summary: "Sets where the signed-in user receives the kinds it names; kinds left out keep their choice.",
  scope: 'user',
  access: {},
  body: Preferences.refine((p) => new Set(p.preferences.map((x) => x.kind)).size === p.preferences.length, {
    message: 'Each kind may be named once',
    path: ['preferences'],
  }),
  response: Preferences,
});

/** One unit a user may follow, and whether they do (docs/decisions/0130: by default, or by a choice). */
export const CoveredUnit = z.object({
  unitId: z.uuid(),
  unitName: z.string(),
  hospitalId: z.uuid(),
  hospitalName: z.string(),
  covers: z.boolean(),
});
export type CoveredUnit = z.infer<typeof CoveredUnit>;
const Coverage = z.object({ units: z.array(CoveredUnit) });
/** Whose coverage: the signed-in user's own unless a Client or Local Admin names another user. */
const CoverageOf = z.object({ userId: z.uuid({ message: 'userId must be a user id' }).optional() });

export const getUnitCoverage = defineCall({
  name: 'UnitCoverage',
  method: 'GET',
  version: 'v2',
  path: 'UnitCoverage',
  summary:
    "The units a user may follow (those of the hospitals they see) and whether they follow each: candidates of a unit are told to who follows it. A user's own, or, for a Client or Local Admin, another user's.",
  scope: 'tenant',
  access: {},
  query: CoverageOf,
  response: Coverage,
});

export const setUnitCoverage = defineCall({
  name: 'UnitCoverage',
  method: 'PUT',
  version: 'v2',
  path: 'UnitCoverage',
  summary: "Follows or unfollows the units it names, for the signed-in user, or, by a Client or Local Admin, for another user; units left out keep their state.",
  scope: 'tenant',
  access: {},
  body: CoverageOf.extend({
    changes: z
      .array(z.object({ unitId: z.uuid({ message: 'unitId must be a unit id' }), covers: z.boolean() }))
      .max(UNIT_COVERAGE_CHANGES_MAX, { message: `At most ${UNIT_COVERAGE_CHANGES_MAX} units at once` }),
  }).refine((b) => new Set(b.changes.map((c) => c.unitId)).size === b.changes.length, {
    message: 'Each unit may be named once',
    path: ['changes'],
  }),
  response: Coverage,
});

export const NOTIFICATION_CALLS = [
  getNotifications,
  markAsRead,
  clearSingle,
  clearAll,
  getNotificationPreferences,
  updateNotificationPreferences,
  getUnitCoverage,
  setUnitCoverage,
] as const;
