import type { NotificationKind } from '@portal/domain/notifications/notification-kinds';
import { notificationEvents } from '../db/schema/notification-events';
import type { Tx } from '../db/tenant';

/** How an event's recipients were chosen (docs/decisions/0129, 0130): kept on the row for support and tests. */
export type NotificationAudience =
  | 'named'
  | 'unit-followers'
  | 'hospital-followers'
  | 'uncovered'
  | 'everyone-who-can'
  | 'responsible'
  | 'responsible-and-one-up';

export interface NotificationEventDraft {
  networkId: string;
  subType: NotificationKind;
  text: string;
  dealId?: string | null;
  identifier?: string | null;
  hospitalId?: string | null;
  unitId?: string | null;
  audience: NotificationAudience;
  recipientIds: readonly string[];
}

/**
 * Writes one event for all its recipients, in the caller's transaction, so it exists exactly when
 * the change does; the table's trigger pushes it live to each recipient once it commits. Nothing is
 * written for nobody. Returns the event's id.
 */
export const writeNotificationEvent = async (tx: Tx, draft: NotificationEventDraft): Promise<string | undefined> => {
  const recipientIds = [...new Set(draft.recipientIds)];
  if (recipientIds.length === 0) return undefined;
  const [row] = await tx
    .insert(notificationEvents)
    .values({
      networkId: draft.networkId,
      subType: draft.subType,
      text: draft.text,
      dealId: draft.dealId ?? null,
      identifier: draft.identifier ?? null,
      hospitalId: draft.hospitalId ?? null,
      unitId: draft.unitId ?? null,
      audience: draft.audience,
      recipientIds,
    })
    .returning({ id: notificationEvents.id });
  return row?.id;
};
