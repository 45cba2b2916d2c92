import { performance } from 'node:perf_hooks';
import { exportAssignedList, type AssignedExportRequest } from '@portal/domain/api/assigned';
import { callUrl, type CallDefinition } from '@portal/domain/api/call';
import { exportInvoiceList, type InvoiceExportRequest } from '@portal/domain/api/invoices';
import type { ExportFormat } from '@portal/domain/api/export-format';
import { ASSIGNMENT_STATUSES } from '@portal/domain/deals/statuses';
import type { Api } from './scenarios';
import { residentBytes } from './server';

export const EXPORT_ROWS = 100_000;
/** How often the server's memory is read while it streams. */
const SAMPLE_MS = 50;
/** An export that takes longer than this is broken, not slow. */
const EXPORT_TIMEOUT_MS = 300_000;

/** An export measured: the call and the body asking for EXPORT_ROWS rows. */
export interface ExportTarget {
  report: string;
  call: CallDefinition;
  body: unknown;
}

/** Every assignment status of the largest network (about 156,000 deals), first EXPORT_ROWS of them. */
export const ASSIGNED_EXPORT: ExportTarget = {
  report: 'assigned',
  call: exportAssignedList,
  body: {
    pageNumber: 1,
    pageSize: EXPORT_ROWS,
    sortBy: 'startdate',
    sortOrder: 'asce',
    options: { statuses: [...ASSIGNMENT_STATUSES] },
  } satisfies AssignedExportRequest,
};

/** The largest network's invoices, paid ones included, newest first: the first EXPORT_ROWS of its 400,000 (issue 14). */
export const INVOICE_EXPORT: ExportTarget = {
  report: 'invoices',
  call: exportInvoiceList,
  body: { pageNumber: 1, pageSize: EXPORT_ROWS, invoicePaid: 'true', sortOrder: 'desc' } satisfies InvoiceExportRequest,
};

export type ExportResult =
  | {
      ok: true;
      report: string;
      format: ExportFormat;
      firstByteMs: number;
      totalMs: number;
      bytes: number;
      /** Data lines of a CSV (its header excluded); not counted for XLSX, which is zipped. */
      rows?: number;
      peakRssGrowthBytes: number;
    }
  | { ok: false; report: string; format: ExportFormat; status: number; message: string };

/**
 * Downloads one export and measures it from outside: the time to its first body byte (a streamed
 * file starts at once), the whole time, its size, and how far the server's resident memory rose
 * above what it was just before (a streamed file keeps it flat, whatever the row count).
 */
export const measureExport = async (api: Api, pid: number, target: ExportTarget, format: ExportFormat): Promise<ExportResult> => {
  const { report } = target;
  const baseline = residentBytes(pid) ?? 0;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid) ?? 0);
  }, SAMPLE_MS);

  try {
    const started = performance.now();
    const response = await fetch(`${api.baseUrl}${callUrl(target.call, {}, { format })}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(target.body),
      signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
    });
    if (!response.ok || !response.body) {
      const text = await response.text();
      const message = /"message":"([^"]*)"/.exec(text)?.[1] ?? text.slice(0, 200);
      return { ok: false, report, format, status: response.status, message };
    }

    let firstByteMs: number | undefined;
    let bytes = 0;
    let newlines = 0;
    let lastByte = 0;
    for await (const chunk of response.body) {
      firstByteMs ??= performance.now() - started;
      bytes += chunk.length;
      lastByte = chunk[chunk.length - 1] ?? lastByte;
      if (format === 'csv') for (const byte of chunk) if (byte === 0x0a) newlines += 1;
    }
    const totalMs = performance.now() - started;
    peak = Math.max(peak, residentBytes(pid) ?? 0);

    // A last line without its newline still counts; the header line does not.
    const lines = newlines + (bytes > 0 && lastByte !== 0x0a ? 1 : 0);
    return {
      ok: true,
      report,
      format,
      firstByteMs: firstByteMs ?? totalMs,
      totalMs,
      bytes,
      ...(format === 'csv' ? { rows: Math.max(0, lines - 1) } : {}),
      peakRssGrowthBytes: peak - baseline,
    };
  } finally {
    clearInterval(sampler);
  }
};
