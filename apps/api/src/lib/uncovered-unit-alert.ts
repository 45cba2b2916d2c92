import { sql } from 'drizzle-orm';
import type { Tx } from '../db/tenant';
import { firstRow } from './sql-helpers';
import { CLIENT_ADMIN_TYPE_IDS } from './unit-followers';

/**
 * Tells the network's Client Admins, once, that nobody covers `unitId` (docs/decisions/0130): the
 * alert row is the claim, so of many events of an uncovered unit, and of several writers at once,
 * one tells them. Setting who covers the unit deletes the claim, so a later gap is told again. The
 * event names the unit by id (`identifier`): the bell opens where coverage is set.
 */
export const alertUncoveredUnit = async (tx: Tx, networkId: string, unitId: string): Promise<void> => {
  const claimed = firstRow<{ unit: string; hospital: string }>(
    await tx.execute(sql`
      with claim as (
        insert into uncovered_unit_alerts (unit_id, network_id) values (${unitId}::uuid, ${networkId}::uuid)
        on conflict do nothing returning unit_id)
      select un.name as unit, h.name as hospital from claim join units un on un.id = claim.unit_id join hospitals h on h.id = un.hospital_id`),
  );
  if (!claimed) return;
  await tx.execute(sql`
    insert into notification_events (network_id, text, sub_type, identifier, hospital_id, unit_id, audience, recipient_ids)
    select ${networkId}::uuid, ${`Nobody covers the unit ${claimed.unit} (${claimed.hospital}): set who covers it.`}, 'CoverageMissing',
           ${unitId}, (select hospital_id from units where id = ${unitId}::uuid), ${unitId}::uuid, 'named', ids
    from (select array(select u.id from users u where u.network_id = ${networkId}::uuid and u.is_active
                       and u.user_type_id in ${CLIENT_ADMIN_TYPE_IDS}) as ids) a
    where cardinality(ids) > 0`);
};
