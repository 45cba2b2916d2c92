import { sql } from 'drizzle-orm';
import { historyRows, type HistoryRows } from './read-history';

/**
 * A deal's history, as a candidate and then as an assignment: its own rows (decisions, views,
 * edits, status changes, downloads) and those of its extension requests and documents.
 */
export const dealHistoryRows = (dealId: string): HistoryRows =>
  historyRows(
    sql`a.entity in ('candidate', 'deal') and a.entity_id = ${dealId}`,
    sql`a.entity = 'extension_request' and a.entity_id in (select e.id::text from extension_requests e where e.deal_id = ${dealId})`,
    sql`a.entity = 'document' and a.entity_id in (select doc.id::text from documents doc where doc.deal_id = ${dealId})`,
  );
