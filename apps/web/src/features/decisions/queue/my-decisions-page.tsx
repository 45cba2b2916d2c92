import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { NO_DECISIONS } from '@portal/domain/decisions/decision-rules';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { SectionError } from '@/components/section-error';
import { ShowMoreButton } from '@/components/show-more-button';
import { useDecisionPages } from '../api/get-decision-pages';
import { decisionFilterOf } from '../decision-filter';
import { DelegationPanel } from '../delegation/delegation-panel';
import { DecisionCounts } from './decision-counts';
import { DecisionList } from './decision-list';

/** /decisions: everything waiting for the user's decision, soonest due first, a page at a time, filtered by its counts. */
export const MyDecisionsPage = () => {
  const [params] = useSearchParams();
  const filter = decisionFilterOf(params);
  const decisions = useDecisionPages(filter);
  const pages = decisions.data?.pages ?? [];
  const first = pages[0];
  const items = pages.flatMap((page) => page.items);
  return (
    <>
      <PageHeader title="My decisions" subtitle="Jobs, candidates, extension offers and evaluations waiting for your decision, soonest due first." />
      <DelegationPanel />
      {decisions.isError && <SectionError onRefresh={() => void decisions.refetch()} />}
      {decisions.isPending && !decisions.isError && <LoadingScreen />}
      {first && (
        <>
          <DecisionCounts decisions={first} current={filter} />
          {items.length === 0 ? <Typography>{NO_DECISIONS}</Typography> : <DecisionList items={items} />}
          {decisions.hasNextPage && (
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, mt: 3, flexWrap: 'wrap' }}>
              <Typography variant="body2" color="text.secondary" role="status">
                {`${items.length} shown`}
              </Typography>
              <ShowMoreButton query={decisions} />
            </Box>
          )}
        </>
      )}
    </>
  );
};
