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
  feature: 'assigned' | 'starts-stops' | 'documents';
}

const planned = (feature: PlannedCall['feature'], version: ApiVersion, method: HttpMethod, paths: string[]): PlannedCall[] =>
  paths.map((path) => ({ name: path, method, version, path, feature }));

export const PLANNED_CALLS: readonly PlannedCall[] = [
  ...planned('documents', 'v1', 'GET', ['GetListOfProtocolForAssignedTraveler']),
];
