import Typography from '@mui/material/Typography';
import { NO_DECISIONS } from '@portal/domain/decisions/decision-rules';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { SectionError } from '@/components/section-error';
import { useMyDecisions } from '@/lib/my-decisions/get-my-decisions';
import { DelegationPanel } from '../delegation/delegation-panel';
import { DecisionCounts } from './decision-counts';
import { DecisionList } from './decision-list';

/** /decisions: everything waiting for the user's decision, soonest due first. */
export const MyDecisionsPage = () => {
  const decisions = useMyDecisions();
  return (
    <>
      <PageHeader title="My decisions" subtitle="Jobs, candidates and extension offers waiting for your decision, soonest due first." />
      <DelegationPanel />
      {decisions.isError && <SectionError onRefresh={() => void decisions.refetch()} />}
      {decisions.isPending && !decisions.isError && <LoadingScreen />}
      {decisions.data && (
        <>
          <DecisionCounts decisions={decisions.data} />
          {decisions.data.items.length === 0 ? <Typography>{NO_DECISIONS}</Typography> : <DecisionList items={decisions.data.items} />}
        </>
      )}
    </>
  );
};
