import { JOB_REASONS as DOMAIN_JOB_REASONS, SHIFT_LENGTHS as DOMAIN_SHIFT_LENGTHS } from '@portal/domain/deals/extension-form';

/**
 * Lookup rows shared by every network. Ids are fixed: job postings and deals store them, and the
 * close-job reasons keep the numbers SPEC.md §3 gives them.
 */
export interface LookupRow {
  id: number;
  name: string;
  sortOrder: number;
}

const numbered = (names: readonly string[]): LookupRow[] =>
  names.map((name, index) => ({ id: index + 1, name, sortOrder: index + 1 }));

export const TITLES = numbered([
  'RN - ICU',
  'RN - Med/Surg',
  'RN - ER',
  'RN - L&D',
  'RN - OR',
  'RN - Telemetry',
  'RN - PACU',
  'RN - NICU',
  'Surgical Tech',
  'Respiratory Therapist',
  'Radiology Tech',
  'Physical Therapist',
]);

/** Shift types of SPEC.md §3, in its order. */
export const SHIFTS = numbered([
  'Nights',
  'Days',
  'Day/Evening',
  'Day/Night Rotate',
  'Evening/Night',
  'Evenings',
  'All',
  'Days/Nights',
]);

export const SHIFT_LENGTHS = numbered(DOMAIN_SHIFT_LENGTHS);

export const JOB_REASONS = numbered(DOMAIN_JOB_REASONS);

export const DECLINE_REASONS = numbered([
  'Experience does not match',
  'Position filled',
  'Start date not suitable',
  'Credentials incomplete',
  'Other',
]);

/** SPEC.md §3: No longer needed=1, Filled by another agency=3, Opened position in error=5. */
export const CLOSE_JOB_REASONS: LookupRow[] = [
  { id: 1, name: 'No longer needed', sortOrder: 1 },
  { id: 3, name: 'Filled by another agency', sortOrder: 2 },
  { id: 5, name: 'Opened position in error', sortOrder: 3 },
];

export const DOCUMENT_CATEGORIES = numbered([
  'Licenses & Certifications',
  'Health Records',
  'Background & Drug Screening',
  'Competency & Skills',
  'Employment Documents',
]);

/** The id of a lookup row by name; a typo in seed code fails loudly instead of storing a wrong id. */
export const lookupId = (rows: readonly LookupRow[], name: string): number => {
  const row = rows.find((r) => r.name === name);
  if (!row) throw new Error(`Unknown lookup value '${name}'`);
  return row.id;
};
