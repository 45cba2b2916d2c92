import { callPath } from '@portal/domain/api/call';
import { PORTAL_CONFIG_ADDRESS } from '@portal/domain/api/portal-config-address';
import type { Plugin } from 'vite';

/**
 * Has index.html ask for the configuration while the entry's files are still on their way: every start
 * needs it, the signed-out redirect before anything else (docs/decisions/0172-first-visit-against-static-twin.md).
 * `crossorigin` gives the preload the mode and credentials of the entry's `fetch`, so that fetch takes
 * the preloaded answer instead of asking again.
 */
export const preloadConfig = (): Plugin => ({
  name: 'portal-preload-config',
  transformIndexHtml: () => [
    { tag: 'link', attrs: { rel: 'preload', href: callPath(PORTAL_CONFIG_ADDRESS), as: 'fetch', crossorigin: 'anonymous' }, injectTo: 'head' },
  ],
});
