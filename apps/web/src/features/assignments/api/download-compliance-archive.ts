import { useMutation, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import type { CurrentAssignment } from '@portal/domain/api/assignment-details';
import { getLegacyDocuments } from '@portal/domain/api/documents';
import { FILE_DOWNLOADED, FILES_DOWNLOADING_SHORTLY, SOMETHING_WENT_WRONG } from '@portal/domain/messages';
import { useToast } from '@/components/toast/use-toast';
import { downloadApi } from '@/lib/api-client';
import { reportError } from '@/lib/report-error';
import { saveFile } from '@/lib/save-file';
import { assignmentDetailsKeys } from './assignment-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** The Compliance Archive ZIP (GetLegacyDocuments), named after the clinician and the date when the server gives no name. */
export const useDownloadComplianceArchive = (assignment: CurrentAssignment) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  return useMutation({
    mutationFn: async () => {
      toast.neutral(FILES_DOWNLOADING_SHORTLY);
      const file = await downloadApi(getLegacyDocuments, { params: { dealId: assignment.dealId } });
      const builtName = `${assignment.travelerFirstName}_${assignment.travelerLastName}_${format(new Date(), 'yyyyMMdd')}.zip`;
      saveFile(file.blob, file.fileName ?? builtName);
    },
    onSuccess: () => {
      toast.success(FILE_DOWNLOADED);
      // The server logged the download: the History lists it.
      void queryClient.invalidateQueries({ queryKey: assignmentDetailsKeys.histories(networkId) });
    },
    onError: (error) => {
      reportError(error, 'GetLegacyDocuments');
      toast.error(SOMETHING_WENT_WRONG);
    },
  });
};
