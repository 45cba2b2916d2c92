import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { CHUNK_GROUPS, compileHintOf } from './build/chunk-groups';
import { precompress } from './build/precompress';

/** Server addresses the dev server hands to the API (npm run dev -w apps/api on :3000). */
const API_TARGET = 'http://localhost:3000';
const proxied = { target: API_TARGET, changeOrigin: false };

/**
 * React Router 7's package exports point at its development build only (remix-run/react-router#12532,
 * #14102): a production build takes its production files, without the development warnings.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);
const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      { find: /^zod$/, replacement: join(src, 'lib/browser-zod.ts') },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': proxied,
      '/oidc': proxied,
      '/interaction': proxied,
      '/cptnotifications': { ...proxied, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The bench reads which chunks the first screen needs from it (bench/src/web/initial-js.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: CHUNK_GROUPS },
        // Added after minification, which would drop the comment.
        postBanner: compileHintOf,
      },
    },
  },
}));
