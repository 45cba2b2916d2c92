import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routeById } from '@portal/domain/access/routes';
import type { SavedReport } from '@portal/domain/api/custom-reports';
import { INSIGHT_DATASETS } from '@portal/domain/insights/insight-datasets';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useAddCustomReport } from '../api/add-custom-report';
import { useDeleteCustomReport } from '../api/delete-custom-report';

const reportPath = (id: string) => routeById('insightsReportDetails').path.replace(':reportId', id);

interface SavedReportListProps {
  reports: SavedReport[];
  onEdit: (report: SavedReport) => void;
}

/** The user's reports and the network's shared ones: open any, duplicate any, edit and delete their own. */
export const SavedReportList = ({ reports, onEdit }: SavedReportListProps) => {
  const [deleting, setDeleting] = useState<SavedReport>();
  const add = useAddCustomReport();
  const remove = useDeleteCustomReport();
  const duplicateKeys = useRef(new Map<string, string>());

  // One Idempotency-Key per report and version duplicated, so a double click makes one copy.
  const duplicate = (report: SavedReport) => {
    const keyOf = `${report.id}:${report.version}`;
    const key = duplicateKeys.current.get(keyOf) ?? crypto.randomUUID();
    duplicateKeys.current.set(keyOf, key);
    add.mutate({ request: { name: `Copy of ${report.name}`.slice(0, 100), shape: report.shape, shared: false, filters: report.filters }, key });
  };

  return (
    <>
      <List aria-label="Saved reports" disablePadding>
        {reports.map((report) => (
          <ListItem key={report.id} disableGutters>
            <Paper variant="outlined" sx={{ p: 2, width: '100%' }}>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
                <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.5}>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {report.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {INSIGHT_DATASETS[report.shape.dataset].label} · {report.mine ? 'Yours' : `By ${report.ownerName}`}
                  </Typography>
                  {report.shared && <Chip size="small" label="Shared" sx={{ alignSelf: 'flex-start' }} />}
                </Stack>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                  <Button component={RouterLink} to={reportPath(report.id)} aria-label={`Open ${report.name}`}>
                    Open
                  </Button>
                  {report.mine && (
                    <Button onClick={() => onEdit(report)} aria-label={`Edit ${report.name}`}>
                      Edit
                    </Button>
                  )}
                  <Button onClick={() => duplicate(report)} aria-label={`Duplicate ${report.name}`}>
                    Duplicate
                  </Button>
                  {report.mine && (
                    <Button color="error" onClick={() => setDeleting(report)} aria-label={`Delete ${report.name}`}>
                      Delete
                    </Button>
                  )}
                </Stack>
              </Stack>
            </Paper>
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={deleting !== undefined}
        question={`Delete the report '${deleting?.name ?? ''}'? It is also taken off every dashboard.`}
        onAnswer={(yes) => {
          if (yes && deleting) remove.mutate({ id: deleting.id, version: deleting.version });
          setDeleting(undefined);
        }}
      />
    </>
  );
};
