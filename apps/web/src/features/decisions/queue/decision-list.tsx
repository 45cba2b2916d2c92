import { useState } from 'react';
import Box from '@mui/material/Box';
import { allows, type AccessSubject } from '@portal/domain/access/access-rule';
import type { FeatureFlags } from '@portal/domain/access/feature-flags';
import { jobDetailsPath, routeById } from '@portal/domain/access/routes';
import type { DecisionItem } from '@portal/domain/api/my-decisions';
import { RequestInterviewOf } from '@/components/interview-request/request-interview-drawer';
import { useSession } from '@/lib/session/session-context';
import { useDecideItem } from '../api/decide-item';
import { DecisionCard } from './decision-card';
import { DecisionDialog } from './decision-dialog';
import { useUndoWindow } from './use-undo-window';

/** Where an item opens in full, when the user may open its page. */
const detailsPathOf = (item: DecisionItem, subject: AccessSubject, flags: FeatureFlags): string | undefined => {
  if (item.kind === 'job') return allows(subject, routeById('jobDetails').rule) ? jobDetailsPath(flags, item.id) : undefined;
  const route = routeById(item.kind === 'candidate' ? 'candidateDetails' : item.kind === 'timecard' ? 'timecardDetails' : 'assignedDetails');
  return allows(subject, route.rule) ? route.path.replace(/:\w+$/, item.id) : undefined;
};

/**
 * The queue's cards: a tap opens the confirmation; once confirmed the decision is held for a few
 * seconds with Undo, then sent through the item's own code; the toast and the refetch follow.
 */
export const DecisionList = ({ items }: { items: readonly DecisionItem[] }) => {
  const { subject, flags } = useSession();
  const decide = useDecideItem();
  const [asking, setAsking] = useState<{ item: DecisionItem; approve: boolean } | null>(null);
  const [interviewing, setInterviewing] = useState<DecisionItem | null>(null);
  const [sent, setSent] = useState<ReadonlySet<string>>(new Set());
  const { held, hold, undo } = useUndoWindow(({ item, verdict }) => {
    setSent((current) => new Set(current).add(item.id));
    decide.mutate({ item, verdict });
  });

  return (
    <>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {items.map((item) => (
          <DecisionCard
            // An Extension Offered assignment ending soon is also an evaluation due: one card of each kind.
            key={`${item.kind}-${item.id}`}
            item={item}
            detailsPath={detailsPathOf(item, subject, flags)}
            held={held.get(item.id)}
            sending={sent.has(item.id) && decide.isPending}
            // A clean week is approved in one tap, with Undo while it is held (docs/decisions/0143-timecard-due-time.md).
            onDecide={(approve) => (item.kind === 'timecard' && approve ? hold(item, { approve: true }) : setAsking({ item, approve }))}
            onUndo={() => undo(item.id)}
            onRequestInterview={() => setInterviewing(item)}
          />
        ))}
      </Box>
      {asking && (
        <DecisionDialog
          key={`${asking.item.id}-${asking.approve}`}
          item={asking.item}
          approve={asking.approve}
          onCancel={() => setAsking(null)}
          onConfirm={(verdict) => {
            setAsking(null);
            hold(asking.item, verdict);
          }}
        />
      )}
      {interviewing && (
        <RequestInterviewOf key={interviewing.id} dealId={interviewing.id} candidateName={interviewing.name} onClose={() => setInterviewing(null)} />
      )}
    </>
  );
};
