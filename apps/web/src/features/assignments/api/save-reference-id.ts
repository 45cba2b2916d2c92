import { updateDealMetadata } from '@portal/domain/api/assignment-details';
import { callApi } from '@/lib/api-client';
import { useDetailSave } from './use-detail-save';

const REFERENCE_ID_SAVED = 'Reference ID has been updated.';

/** UpdateDealMetadata with the trimmed reference id. */
export const useSaveReferenceId = (dealId: string) =>
  useDetailSave(
    (referenceId: string) => callApi(updateDealMetadata, { body: { dealId, referenceId: referenceId.trim() } }),
    REFERENCE_ID_SAVED,
    'UpdateDealMetadata',
  );
