import { z } from 'zod';
import {
  DELEGATION_ENDS_BEFORE_START,
  DELEGATION_MAX_DAYS,
  DELEGATION_STARTS_IN_PAST,
  DELEGATION_TOO_LONG,
  MY_DECISIONS_RULE,
  daysCovered,
  earliestDelegationStart,
} from '../decisions/decision-rules';
import { isoDate } from '../lists/list-request';
import { defineCall } from './call';

/** Someone a delegation names. */
const Person = z.object({ id: z.uuid(), name: z.string() });

/** The caller's own delegation: to whom, from when to when (inclusive). */
export const Delegation = z.object({ delegate: Person, startsOn: isoDate, endsOn: isoDate, version: z.number().int() });
export type Delegation = z.infer<typeof Delegation>;

export const DelegationState = z.object({
  /** The caller's delegation, current or planned; null when none is set. */
  delegation: Delegation.nullable(),
  /** Colleagues the caller may delegate to: active, same network, able to make every decision the caller can. */
  colleagues: z.array(Person),
  /** Delegations to the caller that cover today: whose items their queue shows. */
  delegatedToMe: z.array(z.object({ delegator: Person, startsOn: isoDate, endsOn: isoDate })),
});
export type DelegationState = z.infer<typeof DelegationState>;

export const SetDelegationRequest = z
  .object({
    delegateId: z.uuid({ message: 'Choose a colleague' }),
    startsOn: isoDate,
    endsOn: isoDate,
    /** The version of the delegation being replaced; absent when none is set. */
    version: z.number().int().min(1).max(2_147_483_647).optional(),
  })
  .refine((r) => r.endsOn >= r.startsOn, { message: DELEGATION_ENDS_BEFORE_START, path: ['endsOn'] })
  .refine((r) => r.endsOn < r.startsOn || daysCovered(r.startsOn, r.endsOn) <= DELEGATION_MAX_DAYS, {
    message: DELEGATION_TOO_LONG,
    path: ['endsOn'],
  });
export type SetDelegationRequest = z.input<typeof SetDelegationRequest>;

export const getDecisionDelegation = defineCall({
  name: 'GetMyDecisionsDelegation',
  method: 'GET',
  version: 'v2',
  path: 'MyDecisions/Delegation',
  summary: "The caller's out-of-office delegation of My decisions, the colleagues they may delegate to, and the delegations to them that cover today.",
  scope: 'tenant',
  access: MY_DECISIONS_RULE,
  response: DelegationState,
});

export const setDecisionDelegation = defineCall({
  name: 'SetMyDecisionsDelegation',
  method: 'PUT',
  version: 'v2',
  path: 'MyDecisions/Delegation',
  summary:
    "Delegates the caller's decisions to a colleague of the same network who can make every decision they can, from one date to another (inclusive); replaces the caller's delegation seen at `version` (409 otherwise). Audited.",
  scope: 'tenant',
  access: MY_DECISIONS_RULE,
  body: SetDelegationRequest,
  response: DelegationState,
});

export const endDecisionDelegation = defineCall({
  name: 'EndMyDecisionsDelegation',
  method: 'DELETE',
  version: 'v2',
  path: 'MyDecisions/Delegation',
  summary: "Ends the caller's delegation at once (nothing to end answers the same). Audited.",
  scope: 'tenant',
  access: MY_DECISIONS_RULE,
  response: DelegationState,
});

export const DELEGATION_CALLS = [getDecisionDelegation, setDecisionDelegation, endDecisionDelegation] as const;

/** The delegation drawer's form: the request, and a start that is not already past where the user is. */
export const delegationFormSchema = (now: Date) =>
  SetDelegationRequest.refine((r) => r.startsOn >= earliestDelegationStart(now), { message: DELEGATION_STARTS_IN_PAST, path: ['startsOn'] });
