import type { FastifyBaseLogger } from 'fastify';
import { allows } from '@portal/domain/access/access-rule';
import type { UpdateCandidateRequest, UpdateCandidateResponse } from '@portal/domain/api/candidates';
import type { DecideTimecardResponse } from '@portal/domain/api/timecards';
import {
  DECISION_CALL_ACCESS,
  type DecideRequest,
  type DecideResponse,
  type ExtensionDecisionRequest,
  type ExtensionDecisionResponse,
  type JobDecisionRequest,
} from '@portal/domain/api/decisions';
import type { z } from 'zod';
import type { Actor } from '../../context/actor';
import type { Visibility } from '../../context/visibility';
import type { Tx } from '../../db/tenant';
import { forbidden } from '../../http-errors';

type ValidRequest = z.output<typeof DecideRequest>;

/**
 * The functions the items' own routes call (UpdateCandidate, UpdateJob and PATCH Jobs, the extension
 * offer's answer), handed over by the app: a module does not import another, and the queue must
 * decide through exactly their code.
 */
export interface Deciders {
  job(tx: Tx, visibility: Visibility, actor: Actor, request: z.output<typeof JobDecisionRequest>, log: FastifyBaseLogger): Promise<DecideResponse>;
  candidate(
    tx: Tx,
    visibility: Visibility,
    actor: Actor,
    request: z.output<typeof UpdateCandidateRequest>,
    idempotencyKey: string | undefined,
  ): Promise<UpdateCandidateResponse>;
  extension(tx: Tx, visibility: Visibility, actor: Actor, request: z.output<typeof ExtensionDecisionRequest>): Promise<ExtensionDecisionResponse>;
  timecard(tx: Tx, visibility: Visibility, actor: Actor, id: string, version: number): Promise<DecideTimecardResponse>;
}

/** The rule of the item's own call for this decision: the queue refuses what the item's page would. */
const ruleOf = (request: ValidRequest) => {
  if (request.kind === 'job') return DECISION_CALL_ACCESS.job[request.job.decision];
  return DECISION_CALL_ACCESS[request.kind];
};

/** One decision from My decisions, made by the function the item's own route calls. */
export const decideItem = async (
  deciders: Deciders,
  tx: Tx,
  actor: Actor,
  visibility: Visibility,
  request: ValidRequest,
  idempotencyKey: string | undefined,
  log: FastifyBaseLogger,
): Promise<DecideResponse> => {
  if (!allows(actor.access, ruleOf(request))) throw forbidden();
  switch (request.kind) {
    case 'job':
      return deciders.job(tx, visibility, actor, request.job, log);
    case 'candidate': {
      const decided = await deciders.candidate(tx, visibility, actor, request.candidate, idempotencyKey);
      return { kind: 'candidate', id: decided.dealId, status: decided.candidateStatus, version: decided.version };
    }
    case 'extension': {
      const answered = await deciders.extension(tx, visibility, actor, request.extension);
      return { kind: 'extension', id: answered.dealId, status: answered.status, version: answered.version };
    }
    case 'timecard': {
      const approved = await deciders.timecard(tx, visibility, actor, request.timecard.id, request.timecard.version);
      return { kind: 'timecard', id: approved.id, status: approved.status, version: approved.version };
    }
  }
};
