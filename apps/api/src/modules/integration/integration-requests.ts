import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tenant';
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

/**
 * Runs `work` once per provider external id of a call in the key's network: the transaction first
 * takes an advisory lock on the id, so of two replays racing the second waits and then finds the
 * first answer, which it returns without writing anything. `work` runs in the same transaction as
 * the record of its answer, so a failed call leaves neither.
 */
export const onceForExternalId = async <T>(tx: Tx, request: IntegrationRequest, work: () => Promise<T>): Promise<T> => {
  const lockName = `${request.key.networkId}:${request.callName}:${request.externalId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockName}, 0))`);
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
