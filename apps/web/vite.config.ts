import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

/** Server addresses the dev server hands to the API (npm run dev -w apps/api on :3000). */
const API_TARGET = 'http://localhost:3000';
const proxied = { target: API_TARGET, changeOrigin: false };

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'mui', test: /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming)|@emotion)[\\/]/ },
          ],
        },
      },
    },
  },
});
