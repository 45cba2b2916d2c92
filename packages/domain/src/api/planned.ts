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

/** Every call of SPEC.md §7 is built (issue 29 built the last); a call added to §7 is listed here until it is. */
export const PLANNED_CALLS: readonly PlannedCall[] = [];
