/**
 * Northwind candidates of the deterministic demo seed, each used by one test only so the tests that
 * decide do not disturb one another: all Ready for Review with downloadable documents, at hospitals
 * every Northwind demo account sees.
 */
export const SEEDED_CANDIDATES = {
  /** Read only: searched, opened, its documents downloaded; Finance and HR open it. */
  documents: { id: '00000009-0001-4000-8000-000000000152', name: 'Aiden Wilson', lastName: 'Wilson' },
  offer: { id: '00000009-0001-4000-8000-00000000014f', name: 'Ethan Thomas' },
  decline: { id: '00000009-0001-4000-8000-000000000170', name: 'Sebastian Davis' },
  race: { id: '00000009-0001-4000-8000-000000000175', name: 'Anthony Nguyen' },
  /** Offered from a phone (390 px), whose status then reads 'Candidate approved, processing offer'. */
  mobileOffer: { id: '00000009-0001-4000-8000-000000000195', name: 'Keiko Baker' },
  /** Offered by history.spec.ts, whose History then lists the offer. */
  history: { id: '00000009-0001-4000-8000-000000000186', name: 'Mateo Lee' },
};
