/**
 * Seeded rows get fixed ids instead of random ones, so tests and benchmarks can name a row directly
 * and two runs produce identical data. Shape: `KKKKKKKK-NNNN-4000-8000-CCCCCCCCCCCC` where K is the
 * kind of row, N the network's number (0 for rows of no network) and C a counter. Version nibble 4
 * and variant 8 keep every id a valid UUID for the contract's `z.uuid()`.
 */
const ID_KINDS = {
  network: 1,
  region: 2,
  hospital: 3,
  unit: 4,
  unitManager: 5,
  user: 6,
  clinician: 7,
  job: 8,
  deal: 9,
  document: 10,
  file: 11,
  invoice: 12,
  notification: 13,
  extensionRequest: 14,
  invoiceLine: 15,
  billRate: 16,
  evaluation: 17,
  interview: 18,
  timecard: 19,
  timecardLine: 20,
} as const;

export type IdKind = keyof typeof ID_KINDS;

const hex = (value: number, width: number) => value.toString(16).padStart(width, '0');

export const seedId = (kind: IdKind, networkNumber: number, counter: number): string =>
  `${hex(ID_KINDS[kind], 8)}-${hex(networkNumber, 4)}-4000-8000-${hex(counter, 12)}`;

/** Hands out consecutive ids per kind within one network. */
export const createIdFactory = (networkNumber: number) => {
  const counters = new Map<IdKind, number>();
  return (kind: IdKind): string => {
    const next = (counters.get(kind) ?? 0) + 1;
    counters.set(kind, next);
    return seedId(kind, networkNumber, next);
  };
};

export type IdFactory = ReturnType<typeof createIdFactory>;

/**
 * The same id built inside PostgreSQL from integer SQL expressions, for set-based inserts
 * (seed-large.ts). Only trusted SQL text goes in: column names and arithmetic.
 */
export const seedIdSql = (kind: IdKind, networkNumberSql: string, counterSql: string): string =>
  `(('${hex(ID_KINDS[kind], 8)}-' || lpad(to_hex(${networkNumberSql}), 4, '0') || '-4000-8000-' || lpad(to_hex(${counterSql}), 12, '0'))::uuid)`;
