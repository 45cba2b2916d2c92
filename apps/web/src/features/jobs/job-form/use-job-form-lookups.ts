import { useMemo } from 'react';
import { useHospitalDetails } from '../api/get-hospital-details';
import { useHospitalUnits } from '../api/get-hospital-units';
import { useJobApprovers } from '../api/get-job-approvers';
import { useJobTitlesAndShifts } from '../api/get-job-titles-and-shifts';
import { hospitalOptions, idOptions, nameOptions, unitOptions, type FieldOption } from './job-form-options';

/** The options of one hospital-dependent select, loaded after the form shows. */
export interface HospitalLookup {
  options: FieldOption[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

export interface JobFormLookups {
  /** Everything the fields first show has arrived: the starting hospital's units, and its approvers at a 2-step hospital. */
  ready: boolean;
  /** What the fields first show failed: nothing to show but the section error. */
  failed: boolean;
  refetch: () => void;
  hospitals: FieldOption[];
  titles: FieldOption[];
  reasons: FieldOption[];
  shifts: FieldOption[];
  shiftLengths: FieldOption[];
  units: HospitalLookup;
  approvers: HospitalLookup;
  /**
   * SPEC.md §5: an approver is picked for a new job at a two-stage hospital that has approvers. Until
   * that hospital's approvers have arrived, one is required too, so no job leaves without one.
   */
  needsApprover: boolean;
}

interface LookupInput {
  /** The drawer is open: nothing is asked for before. */
  active: boolean;
  editing: boolean;
  /** The hospital the form started with ('' when the user picks one). */
  initialHospitalId: string;
  hospitalId: string;
}

interface LookupQuery {
  isSuccess: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/** A retry shows as loading again, not as the failure it answers. */
const lookupOf = (options: FieldOption[], query: LookupQuery & { isFetching: boolean }, asked: boolean): HospitalLookup => ({
  options,
  loading: asked && query.isFetching,
  failed: asked && query.isError && !query.isFetching,
  retry: () => void query.refetch(),
});

/** The options of the job form's selects, loaded for the hospital currently chosen. */
export const useJobFormLookups = ({ active, editing, initialHospitalId, hospitalId }: LookupInput): JobFormLookups => {
  const hospitalDetails = useHospitalDetails(active);
  const lookups = useJobTitlesAndShifts(active);
  const asksApproversAt = (id: string) =>
    !editing && hospitalDetails.data?.find((hospital) => hospital.hospitalId === id)?.approvalStages === 2;
  const initialUnits = useHospitalUnits(initialHospitalId, active);
  const initialApprovers = useJobApprovers(initialHospitalId, active && asksApproversAt(initialHospitalId));
  const units = useHospitalUnits(hospitalId, active);
  const asksApprovers = asksApproversAt(hospitalId);
  const approvers = useJobApprovers(hospitalId, active && asksApprovers);

  const options = useMemo(
    () => ({
      hospitals: hospitalOptions(hospitalDetails.data ?? []),
      titles: idOptions(lookups.data?.titles ?? []),
      reasons: nameOptions(lookups.data?.reasons ?? []),
      shifts: idOptions(lookups.data?.shifts ?? []),
      shiftLengths: idOptions(lookups.data?.shiftLengths ?? []),
    }),
    [hospitalDetails.data, lookups.data],
  );
  const unitList = useMemo(() => unitOptions(units.data ?? []), [units.data]);
  const approverList = useMemo(
    () => (approvers.data ?? []).map((approver) => ({ value: approver.userId, label: approver.name })),
    [approvers.data],
  );

  // Only what the fields first show holds the form back; a hospital chosen later loads its units
  // and approvers beside fields that stay on screen (and keep the focus).
  const firstShown: LookupQuery[] = [
    hospitalDetails,
    lookups,
    ...(initialHospitalId === '' ? [] : [initialUnits]),
    ...(asksApproversAt(initialHospitalId) ? [initialApprovers] : []),
  ];
  return {
    ...options,
    ready: firstShown.every((query) => query.isSuccess),
    failed: firstShown.some((query) => query.isError),
    refetch: () => firstShown.filter((query) => query.isError).forEach((query) => void query.refetch()),
    units: lookupOf(unitList, units, hospitalId !== ''),
    approvers: lookupOf(approverList, approvers, asksApprovers),
    needsApprover: asksApprovers && (!approvers.isSuccess || approverList.length > 0),
  };
};
