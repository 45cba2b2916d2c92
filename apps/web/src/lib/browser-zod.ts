/**
 * zod as the web app imports it (the `zod` alias in vite.config.ts), configured before any schema is
 * made. The portal's Content-Security-Policy allows no eval (apps/api/src/plugins/security.ts), so
 * zod's compiled parsers could never run here, and its probe for them, made when the first object
 * schema is built, was reported as a violation of that policy on every visit.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
