/**
 * Query keys one feature's change must invalidate in another's cache: features may not import each
 * other, so the shared root lives here.
 */
export const ASSIGNMENT_LISTS_KEY = ['assignments'] as const;
