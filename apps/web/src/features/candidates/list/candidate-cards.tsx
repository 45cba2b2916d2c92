import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { CandidateListItem } from '@portal/domain/api/candidate-list';
import { CardFields, CardGrid } from '@/components/list/card-grid';
import type { ListColumn, RowLink } from '@/components/list/list-columns';
import { LinkedCard } from '@/components/list/linked-card';
import { CandidateRehireNote } from '@/components/rehire-badge';
import { candidateName, openCandidateLabel } from './candidate-columns';
import { CandidateStatus } from './candidate-status';

interface CandidateCardsProps {
  rows: readonly CandidateListItem[];
  columns: readonly ListColumn<CandidateListItem>[];
  /** Absent when the user may not open details (no ViewCandidateDetail). */
  linkOf?: (candidate: CandidateListItem) => RowLink;
  /** The row menu, on the cards that have one. */
  actionsOf?: (candidate: CandidateListItem) => ReactNode;
}

/** The card view (the only one on phones): every line, whatever the table's Columns menu hides. */
export const CandidateCards = ({ rows, columns, linkOf, actionsOf }: CandidateCardsProps) => (
  <CardGrid>
    {rows.map((candidate) => {
      const actions = actionsOf?.(candidate);
      return (
        <LinkedCard key={candidate.dealId} link={linkOf?.(candidate)} label={openCandidateLabel(candidate)} actions={actions}>
          <CardContent>
            {/* A long status ('Candidate approved, processing offer') goes beneath the name rather than squeezing it; the menu keeps its corner. */}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start', mb: 1, pr: actions ? 4 : 0 }}>
              <Typography component="h2" variant="subtitle1" sx={{ flex: '1 1 10rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
                {candidateName(candidate)}
              </Typography>
              <CandidateStatus status={candidate.candidateStatus} overrideStatus={candidate.candidateOverrideStatus} offerChannel={candidate.offerChannel} />
            </Box>
            {candidate.rehire && (
              <Box sx={{ mb: 1 }}>
                <CandidateRehireNote rehire={candidate.rehire} />
              </Box>
            )}
            <CardFields fields={columns.map((column) => ({ key: column.id, label: column.label, value: column.value(candidate) }))} />
          </CardContent>
        </LinkedCard>
      );
    })}
  </CardGrid>
);
