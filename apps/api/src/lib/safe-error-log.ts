import { withoutQuery } from '../db/database-failure';

/**
 * The logger's `err` serializer: the error's type, message, code and stack, never drizzle's failed
 * statement with its parameters nor the driver's `detail` (which quotes the values of a violated key).
 */
export const serializeError = (error: unknown): { type: string; message: string; stack: string; code?: string } => {
  const safe = withoutQuery(error);
  if (!(safe instanceof Error)) return { type: typeof safe, message: String(safe), stack: '' };
  const { code } = safe as { code?: unknown };
  return { type: safe.name, message: safe.message, ...(typeof code === 'string' ? { code } : {}), stack: safe.stack ?? '' };
};
