/**
 * Units a hospital may have: the name and type shown as 'name — type' in the job form (SPEC.md §2),
 * with the titles that staff them so a job or deal never pairs, say, an NICU with a surgical tech.
 */
export interface UnitKind {
  name: string;
  unitType: string;
  titles: readonly string[];
}

export const UNIT_KINDS: readonly UnitKind[] = [
  { name: 'ICU', unitType: 'Critical Care', titles: ['RN - ICU'] },
  { name: 'Med/Surg', unitType: 'Medical Surgical', titles: ['RN - Med/Surg'] },
  { name: 'ER', unitType: 'Emergency', titles: ['RN - ER'] },
  { name: 'Telemetry', unitType: 'Progressive Care', titles: ['RN - Telemetry'] },
  { name: 'L&D', unitType: 'Labor and Delivery', titles: ['RN - L&D'] },
  { name: 'OR', unitType: 'Perioperative', titles: ['RN - OR', 'Surgical Tech'] },
  { name: 'PACU', unitType: 'Perioperative', titles: ['RN - PACU'] },
  { name: 'NICU', unitType: 'Neonatal Intensive Care', titles: ['RN - NICU'] },
  { name: 'Respiratory', unitType: 'Respiratory Care', titles: ['Respiratory Therapist'] },
  { name: 'Imaging', unitType: 'Radiology', titles: ['Radiology Tech'] },
  { name: 'Rehab', unitType: 'Rehabilitation', titles: ['Physical Therapist'] },
];

/** Every hospital has these; the others are drawn per hospital. */
export const CORE_UNIT_COUNT = 4;

/** Certifications and the licence prefix per title, for clinician profiles. */
export const TITLE_PROFILES: Record<string, { skill: string; certifications: readonly string[]; license: string }> = {
  'RN - ICU': { skill: 'Critical Care', certifications: ['BLS', 'ACLS', 'CCRN'], license: 'RN' },
  'RN - Med/Surg': { skill: 'Medical Surgical', certifications: ['BLS', 'ACLS'], license: 'RN' },
  'RN - ER': { skill: 'Emergency', certifications: ['BLS', 'ACLS', 'PALS', 'TNCC'], license: 'RN' },
  'RN - Telemetry': { skill: 'Telemetry', certifications: ['BLS', 'ACLS'], license: 'RN' },
  'RN - L&D': { skill: 'Labor and Delivery', certifications: ['BLS', 'ACLS', 'NRP', 'AWHONN'], license: 'RN' },
  'RN - OR': { skill: 'Operating Room', certifications: ['BLS', 'ACLS', 'CNOR'], license: 'RN' },
  'RN - PACU': { skill: 'Post Anesthesia Care', certifications: ['BLS', 'ACLS', 'PALS'], license: 'RN' },
  'RN - NICU': { skill: 'Neonatal Intensive Care', certifications: ['BLS', 'NRP', 'S.T.A.B.L.E.'], license: 'RN' },
  'Surgical Tech': { skill: 'Surgical Technology', certifications: ['BLS', 'CST'], license: 'Surgical Technologist' },
  'Respiratory Therapist': { skill: 'Respiratory Care', certifications: ['BLS', 'ACLS', 'RRT'], license: 'RCP' },
  'Radiology Tech': { skill: 'Radiography', certifications: ['BLS', 'ARRT (R)'], license: 'Radiologic Technologist' },
  'Physical Therapist': { skill: 'Physical Therapy', certifications: ['BLS'], license: 'PT' },
};
