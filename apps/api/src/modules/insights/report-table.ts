import { sql } from 'drizzle-orm';
import type { ReportResult } from '@portal/domain/api/insights';
import type { Tx } from '../../db/tenant';
import { displayDate, orNotAvailable } from '../../exports/cells';
import type { PdfTable } from '../../exports/pdf-table';
import { firstRow } from '../../lib/sql-helpers';
import type { ReportScope } from './report-scope';

/** The filters a file was made with, as lines under its title (the PDF shows them). */
const filterNotes = async (tx: Tx, result: ReportResult, scope: ReportScope): Promise<string[]> => {
  const hospital = scope.hospitalId
    ? firstRow<{ name: string }>(await tx.execute(sql`select name from hospitals where id = ${scope.hospitalId}`))?.name
    : undefined;
  return [
    ...(result.from && result.to ? [`Dates: ${displayDate(result.from)} to ${displayDate(result.to)}`] : []),
    `Hospital: ${hospital ?? 'All'}`,
    `Unit: ${scope.unit ?? 'All'}`,
    `Title: ${scope.title ?? 'All'}`,
  ];
};

/** A computed report as the table its files hold: column labels, then each row's cells as text (N/A when missing). */
export const reportTable = async (tx: Tx, result: ReportResult, scope: ReportScope): Promise<PdfTable> => ({
  title: result.report.name,
  notes: await filterNotes(tx, result, scope),
  header: result.columns.map((column) => column.label),
  rows: result.rows.map((row) => row.map((cell) => orNotAvailable(cell))),
});
