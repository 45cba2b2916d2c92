/**
 * Northwind candidates of the deterministic demo seed, each used by one test only so the tests that
 * decide do not disturb one another: all Ready for Review, the first with documents.
 */
export const SEEDED_CANDIDATES = {
  documents: { id: 'TBD', name: 'TBD TBD', lastName: 'TBD' },
  offer: { id: 'TBD', name: 'TBD TBD' },
  decline: { id: 'TBD', name: 'TBD TBD' },
  race: { id: 'TBD', name: 'TBD TBD' },
};
