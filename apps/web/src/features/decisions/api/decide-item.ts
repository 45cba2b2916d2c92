import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decideMyDecision, type DecideRequest } from '@portal/domain/api/decisions';
import { type DecisionItem } from '@portal/domain/api/my-decisions';
import type { OfferChannel } from '@portal/domain/deals/statuses';
import { OFFER_DECLINED, OFFER_SUBMITTED } from '@portal/domain/candidates/candidate-rules';
import { EXTENSION_ACCEPTED, EXTENSION_REJECTED, isDecidedOnQueue, type QueueDecidedKind } from '@portal/domain/decisions/decision-rules';
import { JOB_DECLINED, JOB_UPDATED } from '@portal/domain/jobs/job-messages';
import { TIMECARD_APPROVED, TIMECARD_REJECTED } from '@portal/domain/timecards/timecard-rules';
import { FAILED_TO_UPDATE } from '@portal/domain/messages';
import { useSmallScreen } from '@/components/list/use-small-screen';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { errorStatus } from '@/lib/api-error';
import { reportError } from '@/lib/report-error';
import { assignmentListsKey, dashboardKey, jobsKey, timecardsKey } from '@/lib/shared-query-keys';
import { decisionKeys } from './decision-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** Approve, or decline with what the item's kind asks for: a candidate's reason id, an extension's reason text. */
export type Verdict = { approve: true } | { approve: false; declineReasonId?: number; reason?: string };

/** The request of the item's own page, wrapped for the queue. */
export const decideRequest = (item: DecisionItem, verdict: Verdict, channel: OfferChannel): DecideRequest => {
  const request = kindRequest(item, verdict, channel);
  // A delegated item is decided on behalf of the colleague it belongs to.
  return item.onBehalfOf ? { ...request, onBehalfOf: item.onBehalfOf.id } : request;
};

/** An offer names where it was made, as on the candidate's page (docs/decisions/0124-offer-channel.md). */
const kindRequest = (item: DecisionItem, verdict: Verdict, channel: OfferChannel): DecideRequest => {
  switch (item.kind) {
    case 'job':
      return { kind: 'job', job: { jobId: item.id, version: item.version, decision: verdict.approve ? 'approve' : 'decline' } };
    case 'candidate':
      return {
        kind: 'candidate',
        candidate: verdict.approve
          ? { dealId: item.id, version: item.version, decision: 'offer', channel }
          : { dealId: item.id, version: item.version, decision: 'decline', declineReasonId: verdict.declineReasonId ?? 0 },
      };
    case 'extension':
      return {
        kind: 'extension',
        extension: verdict.approve
          ? { dealId: item.id, version: item.version, decision: 'accept' }
          : { dealId: item.id, version: item.version, decision: 'reject', reason: verdict.reason ?? '' },
      };
    case 'evaluation':
      throw new Error('An evaluation is written on its assignment page, not decided on the queue');
    case 'timecard':
      return { kind: 'timecard', timecard: { id: item.id, version: item.version } };
  }
};

/** The toast of each decision: SPEC.md §8's for candidates and job approvals, ours for the rest. */
const DONE: Record<QueueDecidedKind, { approved: string; declined: string }> = {
  job: { approved: JOB_UPDATED, declined: JOB_DECLINED },
  candidate: { approved: OFFER_SUBMITTED, declined: OFFER_DECLINED },
  extension: { approved: EXTENSION_ACCEPTED, declined: EXTENSION_REJECTED },
  timecard: { approved: TIMECARD_APPROVED, declined: TIMECARD_REJECTED },
};

/**
 * DecideMyDecision. One Idempotency-Key per decision (a repeat after a lost answer decides once).
 * Afterwards the queue, the dashboard's cards, the jobs and the assignment lists are stale; after a
 * 409 too (someone decided meanwhile: the server's message says so and the queue drops the item).
 */
export const useDecideItem = () => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  const channel = useSmallScreen() ? 'mobile' : 'web';
  const refresh = () =>
    Promise.all(
      [decisionKeys.all(networkId), dashboardKey(networkId), jobsKey(networkId), assignmentListsKey(networkId), timecardsKey(networkId)].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  return useMutation({
    mutationFn: ({ item, verdict }: { item: DecisionItem; verdict: Verdict }) =>
      callApi(decideMyDecision, { body: decideRequest(item, verdict, channel), headers: { 'Idempotency-Key': crypto.randomUUID() } }),
    onSuccess: async (_result, { item, verdict }) => {
      if (isDecidedOnQueue(item.kind)) toast.success(verdict.approve ? DONE[item.kind].approved : DONE[item.kind].declined);
      await refresh();
    },
    onError: async (error) => {
      reportError(error, 'DecideMyDecision');
      toast.error(errorStatus(error) === 409 && error instanceof Error ? error.message : FAILED_TO_UPDATE);
      await refresh();
    },
  });
};
