import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { CHUNK_GROUPS, compileHintOf } from './build/chunk-groups';
import { precompress } from './build/precompress';
import { preloadConfig } from './build/preload-config';

/** Server addresses the dev server hands to the API (npm run dev -w apps/api on :3000). */
const API_TARGET = 'http://localhost:3000';
const proxied = { target: API_TARGET, changeOrigin: false };

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [react(), preloadConfig(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      { find: /^zod$/, replacement: join(src, 'lib/browser-zod.ts') },
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
});
