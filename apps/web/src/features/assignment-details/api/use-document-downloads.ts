import { useMutation } from '@tanstack/react-query';
import { format } from 'date-fns';
import type { CurrentAssignment } from '@portal/domain/api/assignment-details';
import { getDocumentDataById, getDocumentDataByIds, getLegacyDocuments, type DocumentAsset } from '@portal/domain/api/documents';
import { useToast } from '@/components/toast/use-toast';
import { callApi, downloadApi } from '@/lib/api-client';
import { reportError } from '@/lib/report-error';
import { saveFile } from '@/lib/save-file';
import { documentBlob } from './document-file';

/** Download texts of SPEC.md §8, exactly as written. */
export const DOWNLOAD_STARTED = 'The files you have selected will be downloaded shortly.';
export const DOWNLOAD_DONE = 'Your file has been downloaded successfully.';
export const SINGLE_DOWNLOAD_FAILED = 'Oops, the file you have selected failed to download. Please try again.';
export const DOWNLOAD_FAILED = 'Oops, something went wrong. Please try again.';

export type DocumentEntry = Omit<DocumentAsset, 'assetGroups'>;

interface SingleDownload {
  blobId: string;
  /** Saved under this name instead of the server's (a client work order is 'Client Work Order.pdf'). */
  saveAs?: string;
}

/** One document by GetDocumentDataById: a compliance document or a client work order. */
export const useSingleDocumentDownload = () => {
  const toast = useToast();
  return useMutation({
    mutationFn: async ({ blobId, saveAs }: SingleDownload) => {
      const document = await callApi(getDocumentDataById, { query: { blobId } });
      saveFile(documentBlob(document), saveAs ?? document.fileName);
    },
    onSuccess: () => toast.success(DOWNLOAD_DONE),
    onError: (error) => {
      reportError(error, 'GetDocumentDataById');
      toast.error(SINGLE_DOWNLOAD_FAILED);
    },
  });
};

/** Several documents by GetDocumentDataByIds, answered as one file (a ZIP when more than one). */
export const useMultiDocumentDownload = (assignment: CurrentAssignment) => {
  const toast = useToast();
  return useMutation({
    mutationFn: async (documents: readonly DocumentEntry[]) => {
      toast.neutral(DOWNLOAD_STARTED);
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
    onSuccess: () => toast.success(DOWNLOAD_DONE),
    onError: (error) => {
      reportError(error, 'GetDocumentDataByIds');
      toast.error(DOWNLOAD_FAILED);
    },
  });
};

/** The Compliance Archive ZIP (GetLegacyDocuments), named after the clinician and the date when the server gives no name. */
export const useComplianceArchiveDownload = (assignment: CurrentAssignment) => {
  const toast = useToast();
  return useMutation({
    mutationFn: async () => {
      toast.neutral(DOWNLOAD_STARTED);
      const file = await downloadApi(getLegacyDocuments, { params: { dealId: assignment.dealId } });
      const builtName = `${assignment.travelerFirstName}_${assignment.travelerLastName}_${format(new Date(), 'yyyyMMdd')}.zip`;
      saveFile(file.blob, file.fileName ?? builtName);
    },
    onSuccess: () => toast.success(DOWNLOAD_DONE),
    onError: (error) => {
      reportError(error, 'GetLegacyDocuments');
      toast.error(DOWNLOAD_FAILED);
    },
  });
};
