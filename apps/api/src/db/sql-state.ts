/**
 * Whether PostgreSQL answered one of these SQLSTATE codes. Drizzle wraps the driver's error (pg or
 * PGlite, both with `code`) as the `cause` of its own, so the chain is followed.
 */
export const hasSqlState = (error: unknown, codes: ReadonlySet<string>): boolean => {
  const seen = new Set<unknown>();
  for (let current = error; typeof current === 'object' && current !== null && !seen.has(current); ) {
    seen.add(current);
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && codes.has(code)) return true;
    current = cause;
  }
  return false;
};
