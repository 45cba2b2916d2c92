import { describe, expect, it, vi } from 'vitest';
import { preloadSignedInPage } from './web-routes';

/** Which of the mocked modules below have been imported: a mock's factory runs at the module's first import. */
const { imported, importedAs } = vi.hoisted(() => {
  const names = new Set<string>();
  return {
    imported: names,
    importedAs: <T>(name: string, exports: T): T => {
      names.add(name);
      return exports;
    },
  };
});

vi.mock('./session-gate', () => importedAs('session gate', { SessionGate: () => null }));
vi.mock('./shell-layout', () => importedAs('shell', { ShellLayout: () => null }));
vi.mock('../features/assignments/list/assigned-page', () => importedAs('assigned page', { AssignedPage: () => null }));
vi.mock('../features/network/network-selection-page', () => importedAs('network selection page', { NetworkSelectionPage: () => null }));
vi.mock('../features/auth/login-page', () => importedAs('login page', { LoginPage: () => null }));

describe('preloadSignedInPage', () => {
  // One test in this order: a module, once imported, stays imported for the rest of the file.
  it('loads the frames and the page of a signed-in address, and nothing for an open or unknown one', async () => {
    preloadSignedInPage('/login');
    preloadSignedInPage('/no/such/page');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...imported]).toEqual([]);

    preloadSignedInPage('/internal-user-network-selection');
    await vi.waitFor(() => expect(imported).toEqual(new Set(['session gate', 'network selection page'])));

    preloadSignedInPage('/Assigned/');
    await vi.waitFor(() => expect(imported).toEqual(new Set(['session gate', 'network selection page', 'shell', 'assigned page'])));
  });
});
