import { sql } from 'drizzle-orm';
import type { FacilityOption } from '@portal/domain/api/invoices';
import type { Visibility } from '../../context/visibility';
import type { Tx } from '../../db/tenant';
import { oneOf, rowsOf } from '../../lib/sql-helpers';

/** The hospitals the user may see, by name: the invoice list's facility options, the first preselected. */
export const invoiceFacilities = async (tx: Tx, visibility: Visibility): Promise<FacilityOption[]> =>
  rowsOf<FacilityOption>(
    await tx.execute(sql`
      select h.id, h.name as "label" from hospitals h
      where h.network_id = ${visibility.networkId} and ${oneOf(sql`h.id`, visibility.hospitalIds)}
      order by h.name, h.id`),
  );
