import { ONBOARDING_SYSTEMS } from '@portal/domain/deals/statuses';
import type { clinicians } from '../db/schema/deals';
import type { SeedCalendar } from './dates';
import { FIRST_NAMES, LAST_NAMES } from './names';
import type { Rng } from './prng';
import { TITLE_PROFILES } from './unit-catalogue';

export type ClinicianRow = typeof clinicians.$inferInsert & { id: string; firstName: string; lastName: string };

const AREA_CODES = ['206', '253', '312', '404', '425', '503', '509', '512', '602', '608', '615', '704', '720', '813'];
const LICENSE_STATES = ['WA', 'OR', 'CA', 'TX', 'FL', 'AZ', 'CO', 'WI', 'MN', 'NC', 'TN', 'GA'];

/**
 * A clinician profile fitting the title: skill, certifications and licences (the hospital's state
 * first, as a traveller needs it). Mostly on the newer onboarding system, some on the older one.
 */
export const makeClinician = (
  id: string,
  networkId: string,
  title: string,
  workState: string,
  serial: number,
  calendar: SeedCalendar,
  rng: Rng,
): ClinicianRow => {
  const firstName = rng.pick(FIRST_NAMES);
  const lastName = rng.pick(LAST_NAMES);
  const profile = TITLE_PROFILES[title];
  if (!profile) throw new Error(`No clinician profile for title '${title}'`);
  const age = rng.int(24, 61);
  const states = [workState, ...rng.sample(LICENSE_STATES.filter((s) => s !== workState), rng.int(0, 2))];
  const emailName = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  return {
    id,
    networkId,
    // The provider's id, as every clinician the provider submits carries: a demo clinician submitted
    // again through the integration API is the same clinician (docs/decisions/0162-demo-clinicians-carry-provider-ids.md).
    externalId: `demo-clinician-${serial}`,
    firstName,
    lastName,
    email: `${emailName}${serial}@clinicians.test`,
    // 10 digits, never starting with 0 (SPEC.md §5).
    phoneNumber: `${rng.pick(AREA_CODES)}${rng.int(2, 9)}${String(rng.int(0, 999_999)).padStart(6, '0')}`,
    dateOfBirth: calendar.date(-(age * 365 + rng.int(0, 364))),
    yearsOfExperience: Math.max(1, Math.min(age - 22, rng.int(1, 25))),
    primarySkill: profile.skill,
    certifications: [...profile.certifications],
    activeLicenses: states.map((state) => `${profile.license} - ${state}`),
    onboardingSystemId: rng.chance(0.8) ? ONBOARDING_SYSTEMS.newer : ONBOARDING_SYSTEMS.older,
  };
};
