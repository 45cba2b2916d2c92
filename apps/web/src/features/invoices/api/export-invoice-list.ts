import { exportInvoiceList, type InvoiceListQuery } from '@portal/domain/api/invoices';
import type { ExportFormat } from '@portal/domain/api/export-format';
import { useExportDownload } from '@/components/list/use-export-download';
import { downloadApi } from '@/lib/api-client';

/** The Download button: every invoice the list's search and filters match, in its sort, as one page (SPEC.md §7). */
export const useExportInvoiceList = ({ page: _page, size: _size, ...filters }: InvoiceListQuery, total: number) =>
  useExportDownload({
    report: 'Invoices',
    fetchFile: (format: ExportFormat) =>
      downloadApi(exportInvoiceList, { query: { format }, body: { ...filters, pageNumber: 1, pageSize: Math.max(total, 1) } }),
  });
