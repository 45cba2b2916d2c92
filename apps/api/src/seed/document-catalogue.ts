/**
 * Compliance documents a clinician's file holds, by category. A group (parent asset) holds its
 * children; `optional` is the share of files that have the item, so most files hold 12 to 18.
 */
export interface CatalogueItem {
  name: string;
  description: string;
  category: string;
  /** Has an expiration date, so it can be Expired or ExpiringSoon. */
  expires: boolean;
  optional?: number;
  children?: readonly CatalogueItem[];
}

const item = (
  category: string,
  name: string,
  description: string,
  expires: boolean,
  extra: Pick<CatalogueItem, 'optional' | 'children'> = {},
): CatalogueItem => ({ category, name, description, expires, ...extra });

const LICENSES = 'Licenses & Certifications';
const HEALTH = 'Health Records';
const SCREENING = 'Background & Drug Screening';
const COMPETENCY = 'Competency & Skills';
const EMPLOYMENT = 'Employment Documents';

export const DOCUMENT_CATALOGUE: readonly CatalogueItem[] = [
  item(LICENSES, 'Professional License', 'Primary state license, verified with the issuing board', true),
  item(LICENSES, 'Life Support Certifications', 'Current life support cards', true, {
    children: [
      item(LICENSES, 'BLS Certification', 'Basic Life Support (AHA)', true),
      item(LICENSES, 'ACLS Certification', 'Advanced Cardiovascular Life Support (AHA)', true),
      item(LICENSES, 'PALS Certification', 'Pediatric Advanced Life Support (AHA)', true, { optional: 0.4 }),
    ],
  }),
  item(HEALTH, 'TB Screening', 'QuantiFERON or two-step skin test', true),
  item(HEALTH, 'Annual Physical', 'Fit-for-duty physical examination', true, { optional: 0.5 }),
  item(HEALTH, 'Immunization Records', 'Titers and vaccinations required by the facility', false, {
    children: [
      item(HEALTH, 'Hepatitis B Vaccination', 'Three-dose series or positive titer', false),
      item(HEALTH, 'MMR Titer', 'Measles, mumps and rubella immunity', false),
      item(HEALTH, 'Varicella Titer', 'Varicella immunity', false, { optional: 0.6 }),
      item(HEALTH, 'Influenza Vaccination', 'Current season influenza vaccine', true, { optional: 0.7 }),
    ],
  }),
  item(SCREENING, 'Criminal Background Check', 'County, state and federal search', false),
  item(SCREENING, '10-Panel Drug Screen', 'Urine drug screen, 10 panels', true),
  item(SCREENING, 'OIG/SAM Exclusion Check', 'Federal exclusion list search', false, { optional: 0.5 }),
  item(COMPETENCY, 'Skills Checklist', 'Self-assessed specialty skills checklist', true),
  item(COMPETENCY, 'Competency Exam', 'Specialty competency exam', true, { optional: 0.5 }),
  item(EMPLOYMENT, 'I-9 Employment Eligibility', 'Form I-9 with identity documents', false),
  item(EMPLOYMENT, 'Professional References', 'Two supervisor references', false, { optional: 0.5 }),
];
