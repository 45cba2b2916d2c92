import { fileURLToPath } from 'node:url';

/** The api package folder: both src/*.ts and the bundled dist/main.js sit one level below it. */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MIGRATIONS_DIR = `${API_ROOT}migrations`;
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The component catalogue built by `npm run storybook:build` (served at /storybook outside production). */
export const STORYBOOK_DIR = fileURLToPath(new URL('../../web/storybook-static', import.meta.url));
