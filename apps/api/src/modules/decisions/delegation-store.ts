import { sql } from 'drizzle-orm';
import { can } from '@portal/domain/access/access-rule';
import type { DelegationState, SetDelegationRequest } from '@portal/domain/api/decision-delegation';
import {
  DECISION_PRIVILEGES,
  DELEGATE_NOT_ELIGIBLE,
  DELEGATION_STARTS_IN_PAST,
  earliestDelegationStart,
} from '@portal/domain/decisions/decision-rules';
import type { z } from 'zod';
import type { RequestContext } from '../../context/request-context';
import { writeAudit } from '../../db/audit';
import type { Tx } from '../../db/tenant';
import { badRequest, conflict, forbidden, notFound } from '../../http-errors';
import { firstRow, rowsOf } from '../../lib/sql-helpers';
import { delegationCoversToday, delegationNotEnded } from './delegations-to-me';

/** The audit entity of a user's delegation; its id is the delegator's. */
export const DELEGATION_AUDIT_ENTITY = 'decision_delegation';
export const STALE_DELEGATION = 'Your delegation was changed in another session. Refresh and try again.';

interface Caller {
  ctx: RequestContext;
  networkId: string;
}

interface OwnRow {
  delegateId: string;
  delegateName: string;
  startsOn: string;
  endsOn: string;
  version: number;
}

/** The deciding privileges the caller holds: a delegate must hold every one of them too. */
const decidingPrivileges = (ctx: RequestContext) => [...new Set(Object.values(DECISION_PRIVILEGES).flat())].filter((p) => can(ctx, p));

/** Only a member of the network delegates: an internal user acting in it has no decisions of their own to hand over. */
const isMember = ({ ctx, networkId }: Caller) => ctx.user.networkId === networkId;

/** Active colleagues of the network, other than the caller, whose user type holds every deciding privilege the caller holds. */
const eligible = (caller: Caller, onlyId?: string) => sql`
  select u.id, u.first_name || ' ' || u.last_name as name from users u
  where u.network_id = ${caller.networkId} and u.is_active and u.id <> ${caller.ctx.user.id}
    ${onlyId ? sql`and u.id = ${onlyId}` : sql``}
    and not exists (
      select 1 from unnest(${`{${decidingPrivileges(caller.ctx).join(',')}}`}::text[]) needed(name)
      where not exists (select 1 from user_type_privileges up join privileges p on p.id = up.privilege_id
                        where up.user_type_id = u.user_type_id and p.name = needed.name))
  order by u.last_name, u.first_name, u.id`;

/** The caller's delegation, current or planned: one that has ended is over, and a new one replaces its row. */
const ownDelegation = async (tx: Tx, caller: Caller, lock = false): Promise<OwnRow | undefined> =>
  firstRow<OwnRow>(
    await tx.execute(sql`
      select d.delegate_id as "delegateId", u.first_name || ' ' || u.last_name as "delegateName",
             d.starts_on::text as "startsOn", d.ends_on::text as "endsOn", d.version
      from decision_delegations d join users u on u.id = d.delegate_id
      where d.network_id = ${caller.networkId} and d.delegator_id = ${caller.ctx.user.id} and ${delegationNotEnded(sql`d`)}
      ${lock ? sql`for update of d` : sql``}`),
  );

/** The caller's delegation, whom they may delegate to, and who delegated to them for today. */
export const readDelegationState = async (tx: Tx, caller: Caller): Promise<DelegationState> => {
  const own = isMember(caller) ? await ownDelegation(tx, caller) : undefined;
  const colleagues = isMember(caller) ? rowsOf<{ id: string; name: string }>(await tx.execute(eligible(caller))) : [];
  const toMe = rowsOf<{ id: string; name: string; startsOn: string; endsOn: string }>(
    await tx.execute(sql`
      select u.id, u.first_name || ' ' || u.last_name as name, d.starts_on::text as "startsOn", d.ends_on::text as "endsOn"
      from decision_delegations d join users u on u.id = d.delegator_id
      where d.network_id = ${caller.networkId} and d.delegate_id = ${caller.ctx.user.id} and u.is_active
        and ${delegationCoversToday(sql`d`)}
      order by u.last_name, u.first_name`),
  );
  return {
    delegation: own
      ? { delegate: { id: own.delegateId, name: own.delegateName }, startsOn: own.startsOn, endsOn: own.endsOn, version: own.version }
      : null,
    colleagues,
    delegatedToMe: toMe.map((row) => ({ delegator: { id: row.id, name: row.name }, startsOn: row.startsOn, endsOn: row.endsOn })),
  };
};

const audited = (row: OwnRow | undefined) =>
  row ? { delegateId: row.delegateId, delegateName: row.delegateName, startsOn: row.startsOn, endsOn: row.endsOn } : null;

/**
 * Sets or replaces the caller's delegation seen at `version`, audited; answers the delegates whose
 * queues change (the new one, and the one it replaces).
 */
export const setDelegation = async (tx: Tx, caller: Caller, request: z.output<typeof SetDelegationRequest>): Promise<string[]> => {
  if (!isMember(caller)) throw forbidden();
  const delegate = firstRow<{ id: string; name: string }>(
    await tx.execute(sql`select id, first_name || ' ' || last_name as name from users where network_id = ${caller.networkId} and id = ${request.delegateId}`),
  );
  if (!delegate) throw notFound('Colleague not found.');
  if (!firstRow(await tx.execute(eligible(caller, delegate.id)))) throw badRequest(DELEGATE_NOT_ELIGIBLE);
  if (request.startsOn < earliestDelegationStart(new Date())) throw badRequest(DELEGATION_STARTS_IN_PAST);
  const before = await ownDelegation(tx, caller, true);
  if ((before?.version ?? undefined) !== request.version) throw conflict(STALE_DELEGATION);
  await tx.execute(sql`
    insert into decision_delegations (network_id, delegator_id, delegate_id, starts_on, ends_on)
    values (${caller.networkId}, ${caller.ctx.user.id}, ${delegate.id}, ${request.startsOn}, ${request.endsOn})
    on conflict (delegator_id) do update set delegate_id = excluded.delegate_id, starts_on = excluded.starts_on,
      ends_on = excluded.ends_on, version = decision_delegations.version + 1`);
  await writeAudit(tx, {
    networkId: caller.networkId,
    actorId: caller.ctx.user.id,
    entity: DELEGATION_AUDIT_ENTITY,
    entityId: caller.ctx.user.id,
    action: before ? 'delegation_change' : 'delegation_set',
    before: audited(before),
    after: { delegateId: delegate.id, delegateName: delegate.name, startsOn: request.startsOn, endsOn: request.endsOn },
  });
  return [delegate.id, ...(before && before.delegateId !== delegate.id ? [before.delegateId] : [])];
};

/** Ends the caller's delegation, audited; answers the delegate whose queue changes (none when nothing was set). */
export const endDelegation = async (tx: Tx, caller: Caller): Promise<string[]> => {
  if (!isMember(caller)) return [];
  const before = await ownDelegation(tx, caller, true);
  if (!before) return [];
  await tx.execute(sql`delete from decision_delegations where network_id = ${caller.networkId} and delegator_id = ${caller.ctx.user.id}`);
  await writeAudit(tx, {
    networkId: caller.networkId,
    actorId: caller.ctx.user.id,
    entity: DELEGATION_AUDIT_ENTITY,
    entityId: caller.ctx.user.id,
    action: 'delegation_end',
    before: audited(before),
    after: null,
  });
  return [before.delegateId];
};
