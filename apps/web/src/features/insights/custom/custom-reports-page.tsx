import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { routeById } from '@portal/domain/access/routes';
import type { SavedReport } from '@portal/domain/api/custom-reports';
import { PageHeader } from '@/components/page-header';
import { SectionError } from '@/components/section-error';
import { useCustomReports } from '../api/get-custom-reports';
import { CustomReportEditor } from './custom-report-editor';
import { SavedReportList } from './saved-report-list';

/** Ours: SPEC.md §2 names the page but gives it no subtitle. */
export const CUSTOM_REPORTS_SUBTITLE = 'Build reports from your data, save them for yourself or share them with your network.';
export const NO_SAVED_REPORTS = 'No saved reports yet. Choose New Report to build one.';

type Editing = { report: SavedReport | undefined } | undefined;

/** /insights/custom-reports: the saved reports, and the builder that makes and edits them. */
export const CustomReportsPage = () => {
  const [editing, setEditing] = useState<Editing>();
  const reports = useCustomReports();
  const title = routeById('insightsCustomReports').label;

  if (editing) {
    return (
      <Box>
        <PageHeader title={editing.report ? `Edit ${editing.report.name}` : 'New Report'} subtitle={CUSTOM_REPORTS_SUBTITLE} />
        <CustomReportEditor report={editing.report} onDone={() => setEditing(undefined)} />
      </Box>
    );
  }
  return (
    <Box>
      <PageHeader
        title={title}
        subtitle={CUSTOM_REPORTS_SUBTITLE}
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ report: undefined })}>
            New Report
          </Button>
        }
      />
      {reports.isError ? (
        <SectionError onRefresh={() => void reports.refetch()} />
      ) : !reports.data ? (
        <LinearProgress aria-label="Loading the reports" />
      ) : reports.data.length === 0 ? (
        <Typography color="text.secondary">{NO_SAVED_REPORTS}</Typography>
      ) : (
        <SavedReportList reports={reports.data} onEdit={(report) => setEditing({ report })} />
      )}
    </Box>
  );
};
