import { describe, expect, it, vi } from 'vitest';
import { preloadSignedInPage } from './web-routes';

/** Which of the mocked modules below have been imported: a mock's factory runs at the module's first import. */
const imported = vi.hoisted(() => new Set<string>());

vi.mock('./session-gate', () => {
  imported.add('session gate');
  return { SessionGate: () => null };
});
vi.mock('./shell-layout', () => {
  imported.add('shell');
  return { ShellLayout: () => null };
});
vi.mock('../features/assignments/assigned-page', () => {
  imported.add('assigned page');
  return { AssignedPage: () => null };
});
vi.mock('../features/network/network-selection-page', () => {
  imported.add('network selection page');
  return { NetworkSelectionPage: () => null };
});
vi.mock('../features/auth/login-page', () => {
  imported.add('login page');
  return { LoginPage: () => null };
});

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
