import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by its source. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The entry, and what it loads at once for anyone with a session (main.tsx): the app and the request of
 * its configuration. The entry itself only decides between them and the direct sign-in redirect.
 */
export const FIRST_SCREEN_MODULES = ['index.html', 'src/app/render-portal.tsx', 'src/lib/config/load-portal-config.ts'];

/** The files of these chunks and of everything they import statically, each once. */
export const initialFiles = (manifest: Manifest, keys: readonly string[] = FIRST_SCREEN_MODULES): string[] => {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...new Set([...seen].map((key) => manifest[key]!.file))];
};

export interface InitialJs {
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

/** Gzipped size (at the level of the .gz files the server sends) of the JavaScript needed before the first screen. */
export const measureInitialJs = async (distDir: string): Promise<InitialJs> => {
  const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const files = await Promise.all(
    initialFiles(manifest).map(async (file) => ({
      file,
      gzipBytes: gzipSync(await readFile(join(distDir, file)), { level: constants.Z_BEST_COMPRESSION }).length,
    })),
  );
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
};
