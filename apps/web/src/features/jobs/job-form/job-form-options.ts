import type { UnitDetail } from '@portal/domain/api/jobs';
import type { HospitalDetails } from '@portal/domain/api/platform';
import { DURATION_WEEKS, weeksLabel } from '@portal/domain/deals/extension-form';

export interface FieldOption {
  value: string;
  label: string;
}

const byLabel = (a: FieldOption, b: FieldOption) => a.label.localeCompare(b.label);

/** SPEC.md §3: a hospital with two approval stages is suffixed '(2-Step)'. */
export const hospitalLabel = (hospital: Pick<HospitalDetails, 'name' | 'approvalStages'>): string =>
  hospital.approvalStages === 2 ? `${hospital.name} (2-Step)` : hospital.name;

export const hospitalOptions = (hospitals: readonly HospitalDetails[]): FieldOption[] =>
  hospitals.map((hospital) => ({ value: hospital.hospitalId, label: hospitalLabel(hospital) })).sort(byLabel);

/** SPEC.md §2: units read 'name — type' (an em dash), sorted alphabetically. */
export const unitOptions = (units: readonly UnitDetail[]): FieldOption[] =>
  units.map((unit) => ({ value: unit.unitId, label: `${unit.name} — ${unit.unitType}` })).sort(byLabel);

/** Lookups whose id is what the job stores (titles, shifts, shift lengths). */
export const idOptions = (rows: readonly { id: number; name: string }[]): FieldOption[] =>
  rows.map((row) => ({ value: String(row.id), label: row.name }));

/** Request reasons are stored by name. */
export const nameOptions = (rows: readonly { name: string }[]): FieldOption[] => rows.map((row) => ({ value: row.name, label: row.name }));

export const DURATION_OPTIONS: FieldOption[] = DURATION_WEEKS.map((weeks) => ({ value: String(weeks), label: weeksLabel(weeks) }));
