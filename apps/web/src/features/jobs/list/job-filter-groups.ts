import type { JobFilterCounts, JobFilterRequests } from '@portal/domain/api/jobs';
import type { CountedFilterGroup } from '../../../components/list/counted-filter-groups';

export type JobFilterGroup = CountedFilterGroup<keyof JobFilterRequests, Exclude<keyof JobFilterCounts, 'resultCount'>>;

/** The job list's filter drawer, in the order it shows them (issue 5: hospital, region, unit, title, shift). */
export const JOB_FILTER_GROUPS: readonly JobFilterGroup[] = [
  { key: 'hospital', label: 'Hospital', request: 'hospitalRequests', counts: 'hospitalCount', severalHospitalsOnly: true },
  { key: 'region', label: 'Region', request: 'regionRequests', counts: 'regionCount', severalHospitalsOnly: true },
  { key: 'unit', label: 'Unit', request: 'unitRequests', counts: 'unitCount' },
  { key: 'title', label: 'Title', request: 'titleRequests', counts: 'titleCount' },
  { key: 'shift', label: 'Shift', request: 'shiftRequests', counts: 'shiftCount' },
];
