import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  addAssignedTravelerNotes,
  getUnitManagers,
  setUnitManager,
  updateDealMetadata,
  type CurrentAssignment,
} from '@portal/domain/api/assignment-details';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { FAILED_TO_UPDATE } from '@/components/error-messages';
import { reportError } from '@/lib/report-error';
import { useSession } from '@/lib/session/session-context';
import { assignmentDetailsKeys } from './assignment-details-keys';
import { useRefetchAssignmentDetails } from './use-assignment-details';

/** SPEC.md §8's failure text for these saves; the success texts are ours (SPEC.md names none). */
export const NOTES_SAVED = 'Notes have been updated.';
export const REFERENCE_ID_SAVED = 'Reference ID has been updated.';
export const UNIT_MANAGER_SAVED = 'Unit Manager has been updated.';

/** A save of the Additional Details panel: toast, then the assignment (and `alsoStale`) is read again. */
const useDetailSave = <T>(save: (value: T) => Promise<unknown>, saved: string, failureContext: string, alsoStale?: QueryKey) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const refetch = useRefetchAssignmentDetails();
  return useMutation({
    mutationFn: save,
    onSuccess: async () => {
      toast.success(saved);
      await Promise.all([refetch(), alsoStale && queryClient.invalidateQueries({ queryKey: alsoStale })]);
    },
    onError: (error) => {
      reportError(error, failureContext);
      toast.error(FAILED_TO_UPDATE);
    },
  });
};

/** Notes are trimmed on save (SPEC.md §5). */
export const useSaveNotes = (dealId: string) =>
  useDetailSave((notes: string) => callApi(addAssignedTravelerNotes, { body: { dealId, notes: notes.trim() } }), NOTES_SAVED, 'AddAssignedTravelerNotes');

export const useSaveReferenceId = (dealId: string) =>
  useDetailSave(
    (referenceId: string) => callApi(updateDealMetadata, { body: { dealId, referenceId: referenceId.trim() } }),
    REFERENCE_ID_SAVED,
    'UpdateDealMetadata',
  );

/** A new name joins the hospital's managers, so the options are read again too. */
export const useSaveUnitManager = (assignment: CurrentAssignment) => {
  const { network } = useSession();
  return useDetailSave(
    (name: string) =>
      callApi(setUnitManager, { body: { externalDealId: assignment.dealId, facilityId: assignment.hospitalId, name: name.trim() } }),
    UNIT_MANAGER_SAVED,
    'Update unit manager failed',
    assignmentDetailsKeys.unitManagers(network?.hospitalNetworkId, assignment.dealId),
  );
};

/** The hospital's unit managers to pick from; asked for only when the user may change the manager. */
export const useUnitManagerOptions = (dealId: string, enabled: boolean) => {
  const { network } = useSession();
  return useQuery({
    queryKey: assignmentDetailsKeys.unitManagers(network?.hospitalNetworkId, dealId),
    queryFn: async ({ signal }) => (await callApi(getUnitManagers, { query: { dealId }, signal })).data.map((manager) => manager.name),
    enabled,
  });
};
