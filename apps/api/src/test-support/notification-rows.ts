import { sql } from 'drizzle-orm';

/**
 * Notifications as each recipient has them (an event per recipient, with their marks): what tests
 * assert on ("who was told what"), as `from ${NOTIFICATION_ROWS} n`. The storage itself is one
 * event per happening (docs/decisions/0129).
 */
export const NOTIFICATION_ROWS = sql`(select e.id, e.network_id, r.recipient_id, e.text, e.sub_type, e.deal_id, e.identifier, e.created_at,
    coalesce(m.was_read, false) as was_read, m.cleared_at
  from notification_events e cross join lateral unnest(e.recipient_ids) as r(recipient_id)
  left join notification_marks m on m.event_id = e.id and m.user_id = r.recipient_id)`;
