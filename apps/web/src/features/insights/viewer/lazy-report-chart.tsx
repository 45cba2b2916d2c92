import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { ReportResult } from '@portal/domain/api/insights';

/** The charts library loads with the first chart drawn, not with the page that may draw one. */
const ReportChart = lazy(() => import('./report-chart').then((m) => ({ default: m.ReportChart })));

/** A report's chart (the viewer's is 320 px high), a skeleton of its height while the library loads; `compact` as ReportChart's. */
export const LazyReportChart = ({ result, height = 320, compact = false }: { result: ReportResult; height?: number; compact?: boolean }) => (
  <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
    <ReportChart result={result} height={height} compact={compact} />
  </Suspense>
);
