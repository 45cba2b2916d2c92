import { sql, type SQL } from 'drizzle-orm';
import type { ReportColumn } from '@portal/domain/api/insights';
import { datasetField, type DatasetId } from '@portal/domain/insights/insight-datasets';
import { REPORT_TOOK_TOO_LONG } from '@portal/domain/insights/insight-messages';
import { INSIGHT_ROW_CAP } from '@portal/domain/limits';
import { hasSqlState } from '../../db/sql-state';
import type { Tx } from '../../db/tenant';
import { HttpError } from '../../http-errors';
import { rowsOf } from '../../lib/sql-helpers';
import { DATASET_SQL, DIMENSION_SQL, type DatasetSql } from './dataset-sql';
import type { ReportScope } from './report-scope';

/** What a report computes: fields of one declared dataset. */
export interface ReportShape {
  dataset: DatasetId;
  dimensions: readonly string[];
  measures: readonly string[];
}

export type ReportCell = string | number | null;

export interface ReportRows {
  columns: ReportColumn[];
  rows: ReportCell[][];
  truncated: boolean;
}

/** Longest a report's statement may run before PostgreSQL cancels it (SET LOCAL, this transaction only). */
export const REPORT_STATEMENT_TIMEOUT_MS = 5_000;
const QUERY_CANCELED = new Set(['57014']);
/** Sorting and hashing memory of one report statement (PostgreSQL's default is 4 MB). */
const REPORT_WORK_MEM = '32MB';

const column = (shape: ReportShape, id: string, kind: ReportColumn['kind']): ReportColumn => {
  const field = datasetField(shape.dataset, id);
  if (!field) throw new Error(`Report field ${id} is not declared in dataset ${shape.dataset}`);
  return { id, label: field.label, kind, format: field.format };
};

const fieldSql = (shape: ReportShape, datasetSql: DatasetSql, id: string, kind: ReportColumn['kind']): SQL => {
  const expression = kind === 'dimension' ? DIMENSION_SQL[id] : datasetSql.measures[id];
  if (!expression) throw new Error(`Report field ${id} has no SQL in dataset ${shape.dataset}`);
  return expression;
};

/**
 * The report's statement: the dataset's rows grouped by its dimensions, in their order, one row past
 * the cap. `datasetSql` is the dataset's SQL (a test passes a straightforward one to compare).
 */
export const reportStatement = (shape: ReportShape, scope: ReportScope, datasetSql: DatasetSql = DATASET_SQL[shape.dataset]): SQL => {
  const dimensions = shape.dimensions.map((id) => fieldSql(shape, datasetSql, id, 'dimension'));
  const selected = [...dimensions, ...shape.measures.map((id) => fieldSql(shape, datasetSql, id, 'measure'))].map(
    (expression, index) => sql`${expression} as ${sql.identifier(`c${index}`)}`,
  );
  const grouped = dimensions.length > 0 ? sql` group by ${sql.join(dimensions, sql`, `)} order by ${sql.join(dimensions, sql`, `)}` : sql``;
  return sql`select ${sql.join(selected, sql`, `)}
    from (${datasetSql.source(scope)}) s join hospitals h on h.id = s.hospital_id${grouped}
    limit ${INSIGHT_ROW_CAP + 1}`;
};

/**
 * Computes a report in the caller's tenant transaction (row-level security applies), bounded by a
 * statement timeout; at most INSIGHT_ROW_CAP rows, `truncated` when there were more.
 */
export const runReportQuery = async (tx: Tx, shape: ReportShape, scope: ReportScope): Promise<ReportRows> => {
  const columns = [
    ...shape.dimensions.map((id) => column(shape, id, 'dimension')),
    ...shape.measures.map((id) => column(shape, id, 'measure')),
  ];
  // set_config(..., true) is SET LOCAL: this transaction only. The memory lets a year of rows be
  // grouped without spilling to disk; JIT is off for every connection (db/client.ts).
  await tx.execute(sql`select set_config('statement_timeout', ${String(REPORT_STATEMENT_TIMEOUT_MS)}, true), set_config('work_mem', ${REPORT_WORK_MEM}, true)`);
  let result: Record<string, ReportCell>[];
  try {
    result = rowsOf<Record<string, ReportCell>>(await tx.execute(reportStatement(shape, scope)));
  } catch (error) {
    if (hasSqlState(error, QUERY_CANCELED)) throw new HttpError(503, REPORT_TOOK_TOO_LONG);
    throw error;
  }
  const rows = result.slice(0, INSIGHT_ROW_CAP).map((row) => columns.map((_, index) => row[`c${index}`] ?? null));
  return { columns, rows, truncated: result.length > INSIGHT_ROW_CAP };
};
