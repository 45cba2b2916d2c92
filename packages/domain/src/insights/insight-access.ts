import { can, type AccessSubject } from '../access/access-rule';
import type { FlagKey } from '../access/feature-flags';
import type { Privilege } from '../access/privileges';
import type { DatasetId } from './insight-datasets';

/** What a report or dataset needs beyond the insights rule: privileges, all held, and feature flags, all on. */
export interface InsightAccess {
  privileges?: readonly Privilege[];
  flags?: readonly FlagKey[];
}

/**
 * What each dataset needs, for a custom report built on it (saved, previewed or scheduled) and for the
 * catalogue reports over it: invoice lines show money, which SPEC.md §6 keeps behind ViewFinances;
 * timecard weeks are what the Timecards page shows, behind its privilege and flag
 * (docs/decisions/0145-hours-and-overtime-report.md); evaluations are read on an assignment's details
 * (docs/decisions/0146-clinician-evaluations-report.md).
 */
export const DATASET_ACCESS: Partial<Record<DatasetId, InsightAccess>> = {
  invoiceLines: { privileges: ['ViewFinances'] },
  timecardWeeks: { privileges: ['ViewTimecards'], flags: ['timecards'] },
  clinicianEvaluations: { privileges: ['ViewAssignedDetails'] },
};

/** Whether the subject holds every privilege and has every flag on that `access` names. */
export const mayUseInsight = (subject: AccessSubject, access: InsightAccess | undefined): boolean =>
  (access?.privileges ?? []).every((privilege) => can(subject, privilege)) && (access?.flags ?? []).every((flag) => subject.flags[flag]);
