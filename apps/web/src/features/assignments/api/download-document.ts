import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getDocumentDataById } from '@portal/domain/api/documents';
import { FILE_DOWNLOADED } from '@portal/domain/messages';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { reportError } from '@/lib/report-error';
import { saveFile } from '@/lib/save-file';
import { documentBlob } from '@/lib/document-file';
import { assignmentDetailsKeys } from './assignment-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** SPEC.md §8's single-document failure, exactly as written. */
export const SINGLE_DOWNLOAD_FAILED = 'Oops, the file you have selected failed to download. Please try again.';

interface SingleDownload {
  blobId: string;
  /** Saved under this name instead of the server's (a client work order is 'Client Work Order.pdf'). */
  saveAs?: string;
}

/** One document by GetDocumentDataById: a compliance document or a client work order. */
export const useDownloadDocument = () => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  return useMutation({
    mutationFn: async ({ blobId, saveAs }: SingleDownload) => {
      const document = await callApi(getDocumentDataById, { query: { blobId } });
      saveFile(documentBlob(document), saveAs ?? document.fileName);
    },
    onSuccess: () => {
      toast.success(FILE_DOWNLOADED);
      // The server logged the download: the History lists it.
      void queryClient.invalidateQueries({ queryKey: assignmentDetailsKeys.histories(networkId) });
    },
    onError: (error) => {
      reportError(error, 'GetDocumentDataById');
      toast.error(SINGLE_DOWNLOAD_FAILED);
    },
  });
};
