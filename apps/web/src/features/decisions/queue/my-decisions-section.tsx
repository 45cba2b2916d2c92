import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { allows } from '@portal/domain/access/access-rule';
import { routeById } from '@portal/domain/access/routes';
import { MY_DECISIONS_RULE, NO_DECISIONS } from '@portal/domain/decisions/decision-rules';
import { SectionError } from '@/components/section-error';
import { useMyDecisions } from '@/lib/my-decisions/get-my-decisions';
import { useSession } from '@/lib/session/session-context';
import { DecisionCounts } from './decision-counts';
import { DecisionList } from './decision-list';

/** Home shows the soonest due items; the page lists the rest. */
const ON_HOME = 3;

/** Home's 'My decisions' section, at the top: the counts and the soonest due items, decided in place. */
export const MyDecisionsSection = () => {
  const { subject } = useSession();
  const decisions = useMyDecisions();
  if (!allows(subject, MY_DECISIONS_RULE)) return null;
  const route = routeById('myDecisions');
  return (
    <Box component="section" aria-labelledby="my-decisions-heading" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography id="my-decisions-heading" variant="h2" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          {route.label}
        </Typography>
        <Link component={RouterLink} to={route.path}>
          See all
        </Link>
      </Box>
      {decisions.isError && <SectionError onRefresh={() => void decisions.refetch()} />}
      {decisions.data && (
        <>
          <DecisionCounts decisions={decisions.data} />
          {decisions.data.items.length === 0 ? <Typography>{NO_DECISIONS}</Typography> : <DecisionList items={decisions.data.items.slice(0, ON_HOME)} />}
        </>
      )}
    </Box>
  );
};
