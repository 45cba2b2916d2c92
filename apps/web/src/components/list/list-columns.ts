import type { ReactNode } from 'react';
import { z } from 'zod';

/** How a list singles a value out (SPEC.md §4: a bold start, an orange end). */
export interface CellEmphasis {
  fontWeight?: number;
  color?: string;
}

/**
 * One column of a list's table and one line of its cards. `priority` orders the table's columns,
 * most important first, so they show without scrolling sideways; `defaultVisible` is whether the
 * column shows before the user chooses in the Columns menu.
 */
export interface ListColumn<Row> {
  id: string;
  label: string;
  priority: 1 | 2 | 3;
  defaultVisible: boolean;
  value: (row: Row) => ReactNode;
  emphasis?: (row: Row) => CellEmphasis;
  /** Long free text is cut at this width in the table (the card shows it whole). */
  maxWidth?: number;
}

/** Where a row or card leads: its details, with router state for a details page that has no call of its own. */
export interface RowLink {
  to: string;
  state?: unknown;
}

/** Shown or hidden per column id, as the user chose in the Columns menu; columns not in it keep their default. */
export type ColumnChoices = Record<string, boolean>;

export const ColumnChoicesSchema: z.ZodType<ColumnChoices> = z.record(z.string(), z.boolean()).catch({});

export const isColumnShown = (column: ListColumn<never>, choices: ColumnChoices) => choices[column.id] ?? column.defaultVisible;

/** Most important first; a stable sort keeps the file's order within a priority. */
export const byPriority = <Row>(columns: readonly ListColumn<Row>[]): ListColumn<Row>[] => [...columns].sort((a, b) => a.priority - b.priority);

/** The table's columns: the shown ones, most important first. */
export const tableColumns = <Row>(columns: readonly ListColumn<Row>[], choices: ColumnChoices): ListColumn<Row>[] =>
  byPriority(columns).filter((column) => isColumnShown(column as ListColumn<never>, choices));
