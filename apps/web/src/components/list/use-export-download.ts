import { useMutation } from '@tanstack/react-query';
import { useToast } from '../toast/use-toast';
import { reportError } from '@/lib/report-error';
import { exportFileName, saveFile } from '@/lib/save-file';
import type { ExportFormat } from '@portal/domain/api/export-format';
import { FILE_DOWNLOADED, SOMETHING_WENT_WRONG } from '@portal/domain/messages';

/** SPEC.md §8 asks for a 'downloading' info toast before the success one but gives no text: ours. */
export const EXPORT_DOWNLOADING = 'Your file is downloading.';

export interface ExportedFile {
  blob: Blob;
  /** From the server's Content-Disposition; when absent a name is built from `report`. */
  fileName?: string | undefined;
}

/** What a download may be: a list export's CSV or XLSX, or a report's PDF as well. */
export type FileFormat = ExportFormat | 'pdf';

interface ExportDownloadOptions<Format extends FileFormat> {
  /** Report name for a built file name and for the error report, e.g. 'AssignedList'. */
  report: string;
  /** Performs the export POST (usually through `downloadApi`) in the chosen format. */
  fetchFile: (format: Format) => Promise<ExportedFile>;
}

/**
 * A list export as SPEC.md §7-§8 describe it: the 'downloading' toast, the file saved, then the
 * success toast; any failure, an empty file included, is reported and shows the failure toast.
 */
export const useExportDownload = <Format extends FileFormat = ExportFormat>({ report, fetchFile }: ExportDownloadOptions<Format>) => {
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: async (format: Format) => {
      toast.neutral(EXPORT_DOWNLOADING);
      const file = await fetchFile(format);
      if (file.blob.size === 0) throw new Error(`${report} export returned an empty file`);
      saveFile(file.blob, file.fileName ?? exportFileName(report, format));
    },
    onSuccess: () => toast.success(FILE_DOWNLOADED),
    onError: (error) => {
      reportError(error, `Export ${report}`);
      toast.error(SOMETHING_WENT_WRONG);
    },
  });
  return { download: mutation.mutate, busy: mutation.isPending };
};
