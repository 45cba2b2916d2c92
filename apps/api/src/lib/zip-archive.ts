import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';

export interface ZipEntry {
  fileName: string;
  content: Uint8Array;
}

const withNumber = (name: string, n: number) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
};

/**
 * Names inside the archive: no path separators or leading dots, so nothing unpacks outside the
 * folder it is opened in, and numbered when two documents share a name (case-insensitively, as
 * Windows and macOS folders compare names), so unpacking never overwrites one with another.
 */
const entryNames = (fileNames: readonly string[]): string[] => {
  const used = new Set<string>();
  return fileNames.map((fileName) => {
    const safe = fileName.replace(/[\\/:\0]/g, '_').replace(/^\.+/, '_').trim() || 'document';
    let name = safe;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = withNumber(safe, n);
    used.add(name.toLowerCase());
    return name;
  });
};

/** A ZIP of `entries`, produced as it is read so the reply starts before the archive is complete. */
export const zipStream = (entries: readonly ZipEntry[]): Readable => {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const names = entryNames(entries.map((entry) => entry.fileName));
  entries.forEach((entry, index) => archive.append(Buffer.from(entry.content), { name: names[index]! }));
  // A failure is emitted on the stream too, where its reader handles it; the promise adds nothing.
  archive.finalize().catch(() => undefined);
  return archive;
};

/** The same ZIP whole, for answers that carry it as base64. */
export const zipBuffer = async (entries: readonly ZipEntry[]): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of zipStream(entries)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
