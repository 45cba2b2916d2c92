import { jobDetailsPath } from '@portal/domain/access/routes';
import type { FeatureFlags } from '@portal/domain/access/feature-flags';
import type { NotificationItem } from '@portal/domain/api/notifications';
import type { DealStatus } from '@portal/domain/deals/statuses';
import { IMMEDIATE_EMAIL_KINDS, JOB_NOTIFICATION_KINDS } from '@portal/domain/notifications/notification-kinds';
import { readRaw, writeSession } from '@/lib/session-store';
import { listStateKey } from '@/lib/use-list-state';

/** The candidates list's stored-state id (components/list keeps it under `cpt_list_candidates`). */
const CANDIDATE_LIST_ID = 'candidates';
const READY_FOR_REVIEW: DealStatus = 'Ready for Review';

/**
 * SPEC.md §4: clicking a notification sets the candidate status filter to Ready for Review. The rest
 * of the stored list state is kept; the list falls back field by field for whatever is missing.
 */
export const filterCandidatesToReadyForReview = () => {
  const key = listStateKey(CANDIDATE_LIST_ID);
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(readRaw(key) ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) stored = parsed as Record<string, unknown>;
  } catch {
    stored = {};
  }
  writeSession(key, { ...stored, statuses: [READY_FOR_REVIEW], page: 1 });
};

/**
 * Where a click goes by subtype: My decisions for a reminder or an escalation (the item waits there),
 * job details for the job kinds, candidate details otherwise (the default).
 */
export const notificationTarget = (item: NotificationItem, flags: Pick<FeatureFlags, 'unifiedJobExperience'>): string => {
  if (IMMEDIATE_EMAIL_KINDS.includes(item.notificationSubType)) return '/decisions';
  if (JOB_NOTIFICATION_KINDS.includes(item.notificationSubType) && item.identifier) return jobDetailsPath(flags, item.identifier);
  return item.dealId ? `/candidates/${item.dealId}` : '/candidates';
};
