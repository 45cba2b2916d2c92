import { useMemo } from 'react';
import { useHospitalDetails, useHospitalUnits, useJobApprovers, useJobTitlesAndShifts } from '../api/get-job-form-options';
import { hospitalOptions, idOptions, nameOptions, unitOptions, type FieldOption } from './job-form-options';

export interface JobFormLookups {
  /** Everything the fields first show has arrived (the starting hospital's units included, and a 2-step hospital's approvers). */
  ready: boolean;
  failed: boolean;
  refetch: () => void;
  hospitals: FieldOption[];
  units: FieldOption[];
  unitsLoading: boolean;
  titles: FieldOption[];
  reasons: FieldOption[];
  shifts: FieldOption[];
  shiftLengths: FieldOption[];
  approvers: FieldOption[];
  /** SPEC.md §5: an approver is picked for a new job at a two-stage hospital that has approvers. */
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

/** The options of the job form's selects, loaded for the hospital currently chosen. */
export const useJobFormLookups = ({ active, editing, initialHospitalId, hospitalId }: LookupInput): JobFormLookups => {
  const hospitalDetails = useHospitalDetails(active);
  const lookups = useJobTitlesAndShifts(active);
  const initialUnits = useHospitalUnits(initialHospitalId, active);
  const units = useHospitalUnits(hospitalId, active);
  const twoStep = hospitalDetails.data?.find((hospital) => hospital.hospitalId === hospitalId)?.approvalStages === 2;
  const asksApprovers = !editing && twoStep;
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

  // What the fields first show: the starting hospital's units, and a 2-step hospital's approvers,
  // without which the form cannot tell whether one must be picked.
  const needed = [hospitalDetails, lookups, ...(initialHospitalId === '' ? [] : [initialUnits]), ...(asksApprovers ? [approvers] : [])];
  return {
    ...options,
    ready: needed.every((query) => query.isSuccess),
    failed: needed.some((query) => query.isError),
    refetch: () => needed.filter((query) => query.isError).forEach((query) => void query.refetch()),
    units: unitList,
    unitsLoading: units.isFetching,
    approvers: approverList,
    needsApprover: asksApprovers && approverList.length > 0,
  };
};
