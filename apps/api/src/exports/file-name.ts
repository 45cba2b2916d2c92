/** Export files are named product prefix, report name, timestamp (SPEC.md §7): ClientPortal_<Report>_<yyyymmdd_hhmmss>.<ext>. */
export const exportFileName = (report: string, extension: string, now = new Date()): string => {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '_').slice(0, 15);
  return `ClientPortal_${report}_${stamp}.${extension}`;
};
