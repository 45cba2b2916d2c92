/** Hands a downloaded file to the browser's save mechanism. */
export const saveFile = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
};

/** Built name when the server gives none: product prefix, report name, timestamp (SPEC.md §7). */
export const exportFileName = (report: string, extension: string, now = new Date()): string => {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '_').slice(0, 15);
  return `ClientPortal_${report}_${stamp}.${extension}`;
};
