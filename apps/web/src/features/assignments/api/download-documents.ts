import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentAssignment } from '@portal/domain/api/assignment-details';
import { getDocumentDataByIds } from '@portal/domain/api/documents';
import { FILE_DOWNLOADED, FILES_DOWNLOADING_SHORTLY, SOMETHING_WENT_WRONG } from '@portal/domain/messages';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { reportError } from '@/lib/report-error';
import { saveFile } from '@/lib/save-file';
import { documentBlob, type DocumentEntry } from '@/lib/document-file';
import { assignmentDetailsKeys } from './assignment-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** Several documents by GetDocumentDataByIds, answered as one file (a ZIP when more than one). */
export const useDownloadDocuments = (assignment: CurrentAssignment) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  return useMutation({
    mutationFn: async (documents: readonly DocumentEntry[]) => {
      toast.neutral(FILES_DOWNLOADING_SHORTLY);
      const files = await callApi(getDocumentDataByIds, {
        query: { onBoardingSystemId: assignment.onboardingSystemId },
        body: {
          dealId: assignment.dealId,
          docDetails: documents.map((document) => ({
            blobId: document.blobId,
            AssetVersion: document.assetVersion,
            Displaydescription: document.displayDescription,
            Displayname: document.displayName,
          })),
        },
      });
      const [first] = files;
      saveFile(documentBlob(first), first?.fileName ?? 'Documents.zip');
    },
    onSuccess: () => {
      toast.success(FILE_DOWNLOADED);
      // The server logged the download: the History lists it.
      void queryClient.invalidateQueries({ queryKey: assignmentDetailsKeys.histories(networkId) });
    },
    onError: (error) => {
      reportError(error, 'GetDocumentDataByIds');
      toast.error(SOMETHING_WENT_WRONG);
    },
  });
};
