import { sql } from 'drizzle-orm';
import { SLOT_IN_PAST, SLOTS_REPEATED, slotMissingInZoneMessage } from '@portal/domain/interviews/interview-rules';
import type { Tx } from '../../db/tenant';
import { badRequest } from '../../http-errors';
import { rowsOf } from '../sql-helpers';

/**
 * Proposed times, read on the hospital's clock ('2026-03-08T02:30' in America/New_York), as the
 * instants PostgreSQL's zone rules make them, so a time across a daylight-saving change lands on
 * the right hour. A wall time the zone skips (the spring-forward hour) reads back as another hour
 * and is refused, as are past and repeated times: 400s that write nothing.
 */
export const instantsOfLocalSlots = async (tx: Tx, slots: readonly string[], timeZone: string): Promise<string[]> => {
  const rows = rowsOf<{ local: string; start: string; readBack: string; future: boolean }>(
    await tx.execute(sql`
      select s.local, t.at::text as start, to_char(t.at at time zone ${timeZone}, 'YYYY-MM-DD"T"HH24:MI') as "readBack", t.at > now() as future
      from unnest(${`{${slots.join(',')}}`}::text[]) with ordinality s(local, n)
      cross join lateral (select (s.local::timestamp at time zone ${timeZone}) as at) t
      order by s.n`),
  );
  for (const row of rows) {
    if (row.readBack !== row.local) throw badRequest(slotMissingInZoneMessage(row.local, timeZone));
    if (!row.future) throw badRequest(SLOT_IN_PAST);
  }
  if (new Set(rows.map((row) => row.start)).size !== rows.length) throw badRequest(SLOTS_REPEATED);
  return rows.map((row) => row.start);
};
