import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getCandidateDocumentDataByIds, getCandidateZipDocumentByIds, type CandidateDetails } from '@portal/domain/api/candidates';
import { FILE_DOWNLOADED, FILES_DOWNLOADING_SHORTLY, SOMETHING_WENT_WRONG } from '@portal/domain/messages';
import { useToast } from '@/components/toast/use-toast';
import { callApi, downloadApi } from '@/lib/api-client';
import { documentBlob, type DocumentEntry } from '@/lib/document-file';
import { reportError } from '@/lib/report-error';
import { saveFile } from '@/lib/save-file';
import { candidateKeys } from './candidate-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** SPEC.md §8's single-document failure, exactly as written. */
export const SINGLE_DOWNLOAD_FAILED = 'Oops, the file you have selected failed to download. Please try again.';

const docDetails = (documents: readonly DocumentEntry[]) =>
  documents.map((document) => ({
    blobId: document.blobId,
    AssetVersion: document.assetVersion,
    Displaydescription: document.displayDescription,
    Displayname: document.displayName,
  }));

/**
 * A candidate's documents: one as its PDF (GetCandidateDocumentDataByIds), several as one ZIP
 * streamed by GetCandidateZipDocumentByIds and named after the clinician. SPEC.md §8: a single
 * failure has its own toast, a multi-document one the common download failure.
 */
export const useDownloadCandidateDocuments = (candidate: Pick<CandidateDetails, 'dealId' | 'candidateFirstName' | 'candidateLastName'>) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  return useMutation({
    mutationFn: async (documents: readonly DocumentEntry[]) => {
      const body = { dealId: candidate.dealId, docDetails: docDetails(documents) };
      if (documents.length === 1) {
        const [first] = await callApi(getCandidateDocumentDataByIds, { body });
        saveFile(documentBlob(first), first?.fileName ?? `${documents[0]!.displayName}.pdf`);
        return;
      }
      toast.neutral(FILES_DOWNLOADING_SHORTLY);
      const name = `${candidate.candidateFirstName}_${candidate.candidateLastName}`;
      const file = await downloadApi(getCandidateZipDocumentByIds, { query: { name }, body });
      saveFile(file.blob, file.fileName ?? `${name}.zip`);
    },
    onSuccess: () => {
      toast.success(FILE_DOWNLOADED);
      // The server logged the download: the History lists it.
      void queryClient.invalidateQueries({ queryKey: candidateKeys.histories(networkId) });
    },
    onError: (error, documents) => {
      reportError(error, documents.length === 1 ? 'GetCandidateDocumentDataByIds' : 'GetCandidateZipDocumentByIds');
      toast.error(documents.length === 1 ? SINGLE_DOWNLOAD_FAILED : SOMETHING_WENT_WRONG);
    },
  });
};
