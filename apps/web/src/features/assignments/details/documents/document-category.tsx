import { useId } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { checkState, completedLabel, selectableOf, type CategoryGroup } from './document-selection';
import { DocumentRow } from './document-row';
import type { DocumentSelection } from './use-document-selection';

interface DocumentCategoryProps {
  group: CategoryGroup;
  expanded: boolean;
  onToggle: () => void;
  selection: DocumentSelection;
}

/** One category of documents; its checkbox selects every downloadable document it shows. */
export const DocumentCategory = ({ group, expanded, onToggle, selection }: DocumentCategoryProps) => {
  const summaryId = useId();
  const regionId = useId();
  const selectable = group.documents.flatMap(selectableOf);
  const state = checkState(selectable, selection.selected);
  const completed = completedLabel(group.completed, group.total);

  return (
    <Accordion
      expanded={expanded}
      onChange={onToggle}
      disableGutters
      slotProps={{ transition: { unmountOnExit: true }, region: { 'aria-labelledby': summaryId, id: regionId } }}
    >
      {/* The checkbox sits beside the summary button, not in it: controls must not nest. */}
      <Box sx={{ display: 'flex', alignItems: 'center', pl: 1 }}>
        <Checkbox
          checked={state === 'all'}
          indeterminate={state === 'some'}
          disabled={selectable.length === 0}
          onChange={(event) => selection.setChecked(selectable, event.target.checked)}
          slotProps={{ input: { 'aria-label': `Select all in ${group.name}` } }}
        />
        <AccordionSummary id={summaryId} aria-controls={regionId} expandIcon={<ExpandMore />} sx={{ flex: 1, minWidth: 0, pl: 0.5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'baseline' }}>
            <Typography sx={{ fontWeight: 600 }}>{group.name}</Typography>
            {completed && (
              <Typography variant="body2" color="text.secondary">
                {completed}
              </Typography>
            )}
          </Box>
        </AccordionSummary>
      </Box>
      <AccordionDetails sx={{ p: 0 }}>
        {group.documents.map((listed) => (
          <DocumentRow key={listed.document.blobId} listed={listed} selection={selection} />
        ))}
      </AccordionDetails>
    </Accordion>
  );
};
