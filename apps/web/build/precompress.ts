import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files the server sends compressed; images and fonts are compressed already, maps are for devtools. */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
};

/**
 * Writes `name.br` and `name.gz` beside every text file of the build, at the highest levels: done once
 * per build, so @fastify/static's `preCompressed` serves them with no CPU per request.
 */
export const precompressBuild = async (outDir: string) => {
  const files = (await filesUnder(outDir)).filter((file) => TEXT_FILE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const brotli = await toBrotli(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      });
      await writeFile(`${file}.br`, brotli);
      await writeFile(`${file}.gz`, await toGzip(content, { level: constants.Z_BEST_COMPRESSION }));
    }),
  );
};

export const PRECOMPRESS_PLUGIN = 'portal-precompress';

export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: PRECOMPRESS_PLUGIN,
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => precompressBuild(outDir),
    },
  };
};
