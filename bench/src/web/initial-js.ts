import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { FIRST_SCREEN_GROUP } from '../../../apps/web/build/chunk-groups';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by its source. */
export interface ManifestChunk {
  file: string;
  /** A chunk of a code-splitting group carries the group's name. */
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The entry, and what it loads at once for anyone with a session (main.tsx): the group holding the app
 * and the reading of its configuration (apps/web/build/chunk-groups.ts). The entry itself only decides
 * between them and the direct sign-in redirect.
 */
const firstScreenKeys = (manifest: Manifest): string[] => {
  const app = Object.keys(manifest).find((key) => manifest[key]!.name === FIRST_SCREEN_GROUP);
  if (!app) throw new Error(`The build manifest has no chunk of the group ${FIRST_SCREEN_GROUP}`);
  return ['index.html', app];
};

/** The files of the first screen's chunks and of everything they import statically, each once. */
export const initialFiles = (manifest: Manifest): string[] => {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  firstScreenKeys(manifest).forEach(visit);
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
