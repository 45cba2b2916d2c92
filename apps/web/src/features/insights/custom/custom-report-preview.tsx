import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PreviewCustomReportRequest } from '@portal/domain/api/insights';
import { ROWS_CAPPED } from '@portal/domain/insights/insight-messages';
import { NO_RESULTS, SOMETHING_WENT_WRONG } from '@portal/domain/messages';
import { useCustomReportPreview } from '../api/preview-custom-report';
import { ReportTable } from '../viewer/report-table';
import { LazyReportChart } from '../viewer/lazy-report-chart';


/** The builder's live preview: the chart and table the saved report will show, computed by the server from the shape. */
export const CustomReportPreview = ({ request }: { request: PreviewCustomReportRequest | undefined }) => {
  const preview = useCustomReportPreview(request);
  const result = preview.data;
  return (
    <Paper component="section" aria-label="Preview" variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        Preview
      </Typography>
      {!request ? (
        <Typography color="text.secondary">Choose at least one field to group by and one measure to see the report.</Typography>
      ) : preview.isError && !result ? (
        <Typography role="alert">{SOMETHING_WENT_WRONG}</Typography>
      ) : !result ? (
        <LinearProgress aria-label="Loading the preview" />
      ) : (
        <Stack spacing={2}>
          {preview.isFetching && <LinearProgress aria-label="Loading the preview" />}
          {result.rows.length === 0 ? (
            <Typography color="text.secondary">{NO_RESULTS}</Typography>
          ) : (
            <>
              {result.truncated && <Typography role="status">{ROWS_CAPPED}</Typography>}
              <LazyReportChart result={result} height={280} />
              <ReportTable result={result} />
            </>
          )}
        </Stack>
      )}
    </Paper>
  );
};
