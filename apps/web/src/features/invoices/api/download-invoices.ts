import { useMutation } from '@tanstack/react-query';
import { downloadInvoices } from '@portal/domain/api/invoices';
import { FILE_DOWNLOADED, FILES_DOWNLOADING_SHORTLY, SOMETHING_WENT_WRONG } from '@portal/domain/messages';
import { useToast } from '@/components/toast/use-toast';
import { downloadApi } from '@/lib/api-client';
import { reportError } from '@/lib/report-error';
import { saveFile } from '@/lib/save-file';

/**
 * The Action button (one invoice's PDF) and the selection's download (one ZIP): the 'shortly' toast
 * for several, the file saved, then the success toast; a failure is reported and shows the failure toast.
 */
export const useDownloadInvoices = () => {
  const toast = useToast();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      if (ids.length > 1) toast.neutral(FILES_DOWNLOADING_SHORTLY);
      const file = await downloadApi(downloadInvoices, { body: { invoiceIds: ids.join(',') } });
      saveFile(file.blob, file.fileName ?? (ids.length > 1 ? 'Invoices.zip' : 'Invoice.pdf'));
    },
    onSuccess: () => toast.success(FILE_DOWNLOADED),
    onError: (error) => {
      reportError(error, 'Download invoices');
      toast.error(SOMETHING_WENT_WRONG);
    },
  });
};
