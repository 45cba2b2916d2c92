import type { DashboardOptions } from '@portal/domain/api/dashboard';

/**
 * The hospitals a dashboard request covers: those asked for that the user may see, or all the user
 * may see when none are asked for. Another network's ids simply match nothing.
 */
export const hospitalScope = (visible: readonly string[], options: DashboardOptions): string[] => {
  const asked = [...(options.hospital ? [options.hospital] : []), ...(options.hospitalRequests ?? [])];
  if (asked.length === 0) return [...visible];
  const allowed = new Set(visible);
  return [...new Set(asked)].filter((id) => allowed.has(id));
};
