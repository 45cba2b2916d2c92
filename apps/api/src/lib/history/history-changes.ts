import { sql } from 'drizzle-orm';
import type { HistoryChange } from '@portal/domain/api/history';
import { weeksLabel } from '@portal/domain/deals/extension-form';
import { HISTORY_FIELD_LABELS, HISTORY_VALUE_LABELS } from '@portal/domain/history/history-labels';
import type { Tx } from '../../db/tenant';
import { rowsOf } from '../sql-helpers';

type Side = Record<string, unknown> | null;

/** Id fields of an audit row shown by the name they point to, and the table holding that name. */
const REFERENCE_TABLES: Record<string, string> = {
  hospitalId: 'hospitals',
  unitId: 'units',
  titleId: 'titles',
  shiftId: 'shifts',
  shiftLengthId: 'shift_lengths',
  reasonId: 'job_reasons',
  closeReasonId: 'close_job_reasons',
};

/** The names of the ids `sides` hold, per field: one query for every reference field present. */
export type ReferenceNames = Map<string, Map<string, string>>;

export const readReferenceNames = async (tx: Tx, sides: readonly Side[]): Promise<ReferenceNames> => {
  const ids = new Map<string, Set<string>>();
  for (const side of sides) {
    for (const field of Object.keys(REFERENCE_TABLES)) {
      const value = side?.[field];
      if (value !== null && value !== undefined) ids.set(field, (ids.get(field) ?? new Set()).add(String(value)));
    }
  }
  const names: ReferenceNames = new Map();
  if (ids.size === 0) return names;
  const parts = [...ids].map(
    ([field, values]) =>
      sql`select ${field} as field, id::text as id, name from ${sql.identifier(REFERENCE_TABLES[field]!)} where id::text in ${[...values]}`,
  );
  const rows = rowsOf<{ field: string; id: string; name: string }>(await tx.execute(sql.join(parts, sql` union all `)));
  for (const row of rows) names.set(row.field, (names.get(row.field) ?? new Map()).set(row.id, row.name));
  return names;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A value as the details pages show it: dates mm/dd/yyyy, weeks, rates per hour, Yes / No, a code by its label. */
const shown = (field: string, value: unknown, names: ReferenceNames): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (field in REFERENCE_TABLES) return names.get(field)?.get(String(value)) ?? String(value);
  const valueLabel = HISTORY_VALUE_LABELS[field]?.[String(value)];
  if (valueLabel) return valueLabel;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field === 'durationWeeks') return weeksLabel(Number(value));
  if (field === 'billRate' || field === 'localBillRate') return `$${Number(value).toFixed(2)}/hr`;
  if (typeof value === 'string' && ISO_DATE.test(value)) return `${value.slice(5, 7)}/${value.slice(8, 10)}/${value.slice(0, 4)}`;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/**
 * The labelled fields an audit row changed: on a change, those whose value differs between before
 * and after; on a creation (no before), none, as the entry's action already says it.
 */
export const changesOf = (entity: string, before: Side, after: Side, names: ReferenceNames): HistoryChange[] => {
  const labels = (HISTORY_FIELD_LABELS as Record<string, Record<string, string> | undefined>)[entity] ?? {};
  if (!before || !after) return [];
  return Object.entries(labels).flatMap(([field, label]) => {
    if (!(field in before) && !(field in after)) return [];
    const from = shown(field, before[field], names);
    const to = shown(field, after[field], names);
    return from === to ? [] : [{ field: label, from, to }];
  });
};
