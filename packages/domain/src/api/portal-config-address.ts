/**
 * Where the web client's configuration is read. Apart from its contract (platform.ts) so that the
 * signed-out entry can ask for it without loading the schemas (zod) it does not need to redirect.
 */
export const PORTAL_CONFIG_ADDRESS = { version: 'v2', path: 'config' } as const;
