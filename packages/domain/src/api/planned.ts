import type { ApiVersion, HttpMethod } from './call';

/**
 * Calls of SPEC.md §7 whose feature is not built yet: address only. The feature that builds one
 * moves it into its own contract file with schemas and access rule, and the API registers it.
 */
export interface PlannedCall {
  name: string;
  method: HttpMethod;
  version: ApiVersion;
  path: string;
  feature: 'assigned' | 'starts-stops' | 'documents' | 'candidates' | 'users' | 'invoices' | 'reports' | 'insights' | 'shifts';
}

const planned = (feature: PlannedCall['feature'], version: ApiVersion, method: HttpMethod, paths: string[]): PlannedCall[] =>
  paths.map((path) => ({ name: path, method, version, path, feature }));

export const PLANNED_CALLS: readonly PlannedCall[] = [
  ...planned('documents', 'v1', 'GET', ['GetListOfProtocolForCandidates', 'GetListOfProtocolForAssignedTraveler']),
  ...planned('candidates', 'v1', 'POST', [
    'Deals/Candidates',
    'GetCandidateFilterOptions',
    'Deals/Candidates/FilterCounts',
    'Deals/Candidates/Download',
  ]),
  ...planned('candidates', 'v1', 'GET', ['CandidateDetails/:id', 'GetCandidateStatus', 'GetCandidateDeclinedReasons']),
  ...planned('candidates', 'v1', 'PUT', ['UpdateCandidate']),
  ...planned('users', 'v1', 'GET', ['SearchUser', 'GetUserType']),
  ...planned('users', 'v1', 'POST', ['AddUser', 'ExportUsersList']),
  ...planned('users', 'v1', 'PUT', ['UpdateUser']),
  ...planned('users', 'v2', 'GET', ['Users/Search', 'Users/Types']),
  ...planned('users', 'v2', 'POST', ['Users', 'Users/Download']),
  ...planned('users', 'v2', 'PUT', ['Users/:id']),
  ...planned('reports', 'v1', 'GET', [
    'Reports/BillRate',
    'Reports/Filters/Titles',
    'Reports/Filters/Units',
    'Reports/Filters/States',
    'Reports/invoicing/FinanceReportFilters',
  ]),
  ...planned('reports', 'v1', 'POST', ['Reports/Invoicing', 'FinancialDetailReport', 'FinancialSummaryReport']),
  ...planned('invoices', 'v2', 'GET', ['invoicing', 'invoicing/filters/facilities']),
  ...planned('invoices', 'v2', 'POST', ['Invoicing/Download']),
  ...planned('insights', 'v1', 'POST', ['Insights/DownloadReports']),
  ...planned('shifts', 'v2', 'GET', ['user-v2']),
  ...planned('shifts', 'v2', 'POST', ['Find']),
];
