/**
 * The one place failures are reported (SPEC.md §7: "log to an error-reporting service, then
 * re-raise"). No service is configured in this build, so reports go to the browser console.
 */
export const reportError = (error: unknown, context?: string) => {
  console.error(context ? `[portal] ${context}` : '[portal]', error);
};
