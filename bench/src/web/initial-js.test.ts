import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { initialFiles, measureInitialJs, type Manifest } from './initial-js';

/** The shape Vite writes: the entry imports its group, the app's group is a dynamic import with imports of its own. */
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_start-b2.js'] },
  '_start-b2.js': { file: 'assets/start-b2.js', name: 'start', dynamicImports: ['_app-c3.js'] },
  '_app-c3.js': { file: 'assets/app-c3.js', name: 'app', imports: ['_react-d4.js', '_start-b2.js'], dynamicImports: ['_shell-e5.js', 'src/features/dashboard/dashboard-page.tsx'] },
  '_react-d4.js': { file: 'assets/react-d4.js' },
  '_shell-e5.js': { file: 'assets/shell-e5.js', name: 'shell', imports: ['_app-c3.js', '_react-d4.js'] },
  'src/features/dashboard/dashboard-page.tsx': { file: 'assets/dashboard-page-g7.js', imports: ['_charts-h8.js', '_react-d4.js'] },
  '_charts-h8.js': { file: 'assets/charts-h8.js' },
};

describe('initial JavaScript', () => {
  it('is the entry, the app and what they import statically, each once; not what loads later', () => {
    expect(initialFiles(MANIFEST).sort()).toEqual([
      'assets/app-c3.js',
      'assets/index-a1.js',
      'assets/react-d4.js',
      'assets/start-b2.js',
    ]);
  });

  it('refuses a manifest without the first screen group', () => {
    const { '_app-c3.js': _app, ...withoutApp } = MANIFEST;
    expect(() => initialFiles(withoutApp)).toThrow('The build manifest has no chunk of the group app');
  });

  it('adds up the gzipped sizes of those files in a build', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'initial-js-'));
    try {
      await mkdir(join(dist, '.vite'));
      await mkdir(join(dist, 'assets'));
      await writeFile(join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
      const contents = new Map<string, string>();
      for (const [i, chunk] of Object.values(MANIFEST).entries()) {
        const content = `export const part${i} = '${'x'.repeat(100 * (i + 1))}${i}';\n`;
        contents.set(chunk.file, content);
        await writeFile(join(dist, chunk.file), content);
      }
      const gzipped = (file: string) => gzipSync(contents.get(file)!, { level: constants.Z_BEST_COMPRESSION }).length;
      const result = await measureInitialJs(dist);
      expect(result.files.map((f) => f.file).sort()).toEqual(initialFiles(MANIFEST).sort());
      expect(result.gzipBytes).toBe(initialFiles(MANIFEST).reduce((sum, file) => sum + gzipped(file), 0));
      expect(result.gzipBytes).toBeGreaterThan(0);
    } finally {
      await rm(dist, { recursive: true });
    }
  });
});
