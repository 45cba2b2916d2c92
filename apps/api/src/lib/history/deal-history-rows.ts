import { sql } from 'drizzle-orm';
import type { HistoryRows } from './read-history';

/**
 * A deal's history, as a candidate and then as an assignment: its own rows (decisions, views,
 * edits, status changes, downloads) and those of its extension requests and documents. Its
 * submission is the deal's `submitted_at` unless the provider's submission through the integration
 * API is logged (candidates from before it, or from the provider's own tools, have no row).
 */
export const dealHistoryRows = (dealId: string): HistoryRows => ({
  conditions: [
    sql`a.entity in ('candidate', 'deal') and a.entity_id = ${dealId}`,
    sql`a.entity = 'extension_request' and a.entity_id in (select e.id::text from extension_requests e where e.deal_id = ${dealId})`,
    sql`a.entity = 'document' and a.entity_id in (select doc.id::text from documents doc where doc.deal_id = ${dealId})`,
  ],
  derived: sql`
    select 0::bigint as id, d.submitted_at as at, 'candidate' as entity, 'integration_submit' as action, null::uuid as actor_id,
           null::text as actor_description, null::jsonb as before, null::jsonb as after
    from deals d
    where d.id = ${dealId}
      and not exists (select 1 from audit_log s where s.entity = 'candidate' and s.entity_id = ${dealId} and s.action = 'integration_submit')`,
});
