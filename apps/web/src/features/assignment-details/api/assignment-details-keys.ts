/** Which list a details page was opened from; it decides the call (SPEC.md §2). */
export type DetailsSource = 'assigned' | 'startsStops';

/** Query keys of one assignment's details page, per network like every tenant query. */
export const assignmentDetailsKeys = {
  all: ['assignmentDetails'] as const,
  details: (networkId: string | undefined, source: DetailsSource, dealId: string) =>
    ['assignmentDetails', networkId, 'details', source, dealId] as const,
  clientWorkOrders: (networkId: string | undefined, dealId: string) => ['assignmentDetails', networkId, 'clientWorkOrders', dealId] as const,
  documents: (networkId: string | undefined, dealId: string) => ['assignmentDetails', networkId, 'documents', dealId] as const,
  unitManagers: (networkId: string | undefined, dealId: string) => ['assignmentDetails', networkId, 'unitManagers', dealId] as const,
};
