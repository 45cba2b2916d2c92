import { setUnitManager, type CurrentAssignment } from '@portal/domain/api/assignment-details';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { assignmentDetailsKeys } from './assignment-keys';
import { useDetailSave } from './use-detail-save';

export const UNIT_MANAGER_SAVED = 'Unit Manager has been updated.';

/** SetUnitManager. A new name joins the hospital's managers, so the options are read again too. */
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
