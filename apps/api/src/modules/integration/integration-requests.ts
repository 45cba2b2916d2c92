import { sql } from 'drizzle-orm';
import type { InTenantHolding, Tx } from '../../db/tenant';
import { firstRow } from '../../lib/sql-helpers';
import type { IntegrationKey } from '../../context/api-key-auth';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path id can be a row's id: one that cannot is answered 404 like a foreign one, before any query. */
export const isGuid = (id: string): boolean => GUID.test(id);

export interface IntegrationRequest {
  key: IntegrationKey;
  callName: string;
  externalId: string;
}

/** The advisory lock a call of one provider external id holds from its transaction's start. */
export const externalIdLock = (request: IntegrationRequest): string => `${request.key.networkId}:${request.callName}:${request.externalId}`;

/**
 * Runs `work` once per provider external id of a call in the key's network: the transaction holds
 * the id's advisory lock from its start (sent with BEGIN), so of two replays racing the second waits
 * and then finds the first answer, which it returns without writing anything. `work` runs in the same
 * transaction as the record of its answer, so a failed call leaves neither.
 */
export const onceForExternalId = <T>(inTenantHolding: InTenantHolding, request: IntegrationRequest, work: (tx: Tx) => Promise<T>): Promise<T> =>
  inTenantHolding(externalIdLock(request), (tx) => answerOnce(tx, request, () => work(tx)));

const answerOnce = async <T>(tx: Tx, request: IntegrationRequest, work: () => Promise<T>): Promise<T> => {
  const earlier = firstRow<{ response: T }>(
    await tx.execute(sql`
      select response from integration_requests
      where network_id = ${request.key.networkId} and call_name = ${request.callName} and external_id = ${request.externalId}`),
  );
  if (earlier) return earlier.response;
  const answer = await work();
  await tx.execute(sql`
    insert into integration_requests (network_id, call_name, external_id, api_key_id, response)
    values (${request.key.networkId}, ${request.callName}, ${request.externalId}, ${request.key.id}, ${JSON.stringify(answer)}::jsonb)`);
  return answer;
};
