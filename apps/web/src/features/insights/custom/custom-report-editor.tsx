import { useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SaveCustomReportRequest, type SavedReport } from '@portal/domain/api/custom-reports';
import type { PreviewCustomReportRequest, ReportFilters } from '@portal/domain/api/insights';
import { DATASET_ACCESS, mayUseInsight } from '@portal/domain/insights/insight-access';
import { DATASET_IDS, INSIGHT_DATASETS, type DatasetId } from '@portal/domain/insights/insight-datasets';
import { SAVED_REPORT_NAME_MAX } from '@portal/domain/insights/saved-reports';
import { useSession } from '@/lib/session/session-context';
import { useAddCustomReport } from '../api/add-custom-report';
import { useInsightFilters } from '../api/get-insight-filters';
import { useUpdateCustomReport } from '../api/update-custom-report';
import { ReportFilterBar } from '../viewer/report-filter-bar';
import { CustomReportPreview } from './custom-report-preview';
import { FieldChecklist } from './field-checklist';
import { useDebounced } from './use-debounced';

type Shape = SavedReport['shape'];

const PREVIEW_DELAY_MS = 400;

/** A new report starts from the first dataset's first dimension and measure, so the preview shows at once. */
const startingShape = (dataset: DatasetId): Shape => ({
  dataset,
  dimensions: [INSIGHT_DATASETS[dataset].dimensions[0]!.id],
  measures: [INSIGHT_DATASETS[dataset].measures[0]!.id],
  chartType: 'bar',
});

/** The first message of each part of the form the schema refused. */
const errorsOf = (request: unknown): Record<'name' | 'dimensions' | 'measures' | 'filters', string | undefined> => {
  const parsed = SaveCustomReportRequest.safeParse(request);
  const issues = parsed.success ? [] : parsed.error.issues;
  const first = (test: (path: PropertyKey[]) => boolean) => issues.find((issue) => test(issue.path))?.message;
  return {
    name: first((path) => path[0] === 'name'),
    dimensions: first((path) => path[0] === 'shape' && path[1] === 'dimensions'),
    measures: first((path) => path[0] === 'shape' && path[1] === 'measures'),
    filters: first((path) => path[0] === 'filters'),
  };
};

interface CustomReportEditorProps {
  /** The report being edited; undefined builds a new one. */
  report: SavedReport | undefined;
  onDone: () => void;
}

/** The builder: dataset, group-by, measures, chart type, filters (previewed and saved with it), name and sharing. */
export const CustomReportEditor = ({ report, onDone }: CustomReportEditorProps) => {
  const [name, setName] = useState(report?.name ?? '');
  const [shape, setShape] = useState<Shape>(report?.shape ?? startingShape(DATASET_IDS[0]!));
  const [shared, setShared] = useState(report?.shared ?? false);
  const [filters, setFilters] = useState<ReportFilters>(report?.filters ?? {});
  const [submitted, setSubmitted] = useState(false);
  const saveKey = useRef(crypto.randomUUID());
  const { subject } = useSession();
  const options = useInsightFilters();
  const add = useAddCustomReport();
  const update = useUpdateCustomReport();
  const dataset = INSIGHT_DATASETS[shape.dataset];

  const request = { name, shape, shared, filters };
  const errors = errorsOf(request);
  const complete = shape.dimensions.length > 0 && shape.measures.length > 0;
  const previewRequest = useMemo<PreviewCustomReportRequest | undefined>(() => (complete ? { shape, filters } : undefined), [complete, shape, filters]);
  const debounced = useDebounced(previewRequest, PREVIEW_DELAY_MS);

  const save = () => {
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) return;
    const done = { onSuccess: onDone };
    if (report) update.mutate({ id: report.id, request: { ...request, version: report.version } }, done);
    else add.mutate({ request, key: saveKey.current }, done);
  };
  // An overlong name shows its limit as it is typed or pasted, before any save, rather than being cut.
  const nameTooLong = name.trim().length > SAVED_REPORT_NAME_MAX;
  const shown = submitted ? errors : { name: nameTooLong ? errors.name : undefined, dimensions: undefined, measures: undefined, filters: undefined };

  return (
    <Stack spacing={3}>
      <Paper component="form" aria-label={report ? 'Edit report' : 'New report'} variant="outlined" sx={{ p: 2 }} noValidate onSubmit={(event) => { event.preventDefault(); save(); }}>
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <TextField
              label="Report name"
              required
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(shown.name)}
              helperText={shown.name}
              sx={{ flex: '1 1 16rem' }}
            />
            <TextField
              select
              label="Dataset"
              value={shape.dataset}
              onChange={(event) => setShape(startingShape(event.target.value as DatasetId))}
              helperText={dataset.description}
              sx={{ flex: '1 1 16rem' }}
            >
              {DATASET_IDS.filter((id) => id === shape.dataset || mayUseInsight(subject, DATASET_ACCESS[id])).map((id) => (
                <MenuItem key={id} value={id}>
                  {INSIGHT_DATASETS[id].label}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <FieldChecklist legend="Group by" fields={dataset.dimensions} chosen={shape.dimensions} error={shown.dimensions} onChange={(dimensions) => setShape({ ...shape, dimensions })} />
          <FieldChecklist legend="Measures" fields={dataset.measures} chosen={shape.measures} error={shown.measures} onChange={(measures) => setShape({ ...shape, measures })} />
          <FormControl component="fieldset">
            <FormLabel component="legend">Chart type</FormLabel>
            <RadioGroup row value={shape.chartType} onChange={(event) => setShape({ ...shape, chartType: event.target.value as Shape['chartType'] })}>
              <FormControlLabel value="bar" control={<Radio />} label="Bar" />
              <FormControlLabel value="line" control={<Radio />} label="Line" />
            </RadioGroup>
          </FormControl>
          <FormControlLabel control={<Switch checked={shared} onChange={(event) => setShared(event.target.checked)} />} label="Share with my network" />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={onDone}>Cancel</Button>
            <Button type="submit" variant="contained" loading={add.isPending || update.isPending}>
              Save
            </Button>
          </Box>
        </Stack>
      </Paper>
      <ReportFilterBar filters={filters} range={undefined} dated={dataset.dated} options={options.data} onChange={(change) => setFilters({ ...filters, ...change })} />
      {shown.filters && (
        <Typography role="alert" color="error" variant="body2">
          {shown.filters}
        </Typography>
      )}
      <CustomReportPreview request={debounced} />
    </Stack>
  );
};
