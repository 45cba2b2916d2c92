/** Which list a details page was opened from; it decides the call (SPEC.md §2). */
export type DetailsSource = 'assigned' | 'startsStops';

/** Query keys of one assignment's details page, per network like every tenant query. */
export const assignmentDetailsKeys = {
  /** The details of every assignment, from either list: what a change to one makes stale. */
  allDetails: (networkId: string | undefined) => ['assignmentDetails', networkId, 'details'] as const,
  details: (networkId: string | undefined, source: DetailsSource, dealId: string) =>
    [...assignmentDetailsKeys.allDetails(networkId), source, dealId] as const,
  clientWorkOrders: (networkId: string | undefined, dealId: string) => ['assignmentDetails', networkId, 'clientWorkOrders', dealId] as const,
  documents: (networkId: string | undefined, dealId: string) => ['assignmentDetails', networkId, 'documents', dealId] as const,
  protocol: (networkId: string | undefined, dealId: string) => ['assignmentDetails', networkId, 'protocol', dealId] as const,
  /** Every assignment's History: what a change or a download makes stale. */
  histories: () => ['assignmentDetails', 'history'] as const,
  history: (networkId: string | undefined, dealId: string) => [...assignmentDetailsKeys.histories(), networkId, dealId] as const,
  unitManagers: (networkId: string | undefined, dealId: string) => ['assignmentDetails', networkId, 'unitManagers', dealId] as const,
};
