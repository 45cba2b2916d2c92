import { describe, expect, it, vi } from 'vitest';
import type { PortalConfig } from '@portal/domain/api/platform';
import { bootstrap } from './bootstrap';

type Listener = (state: { initialized: boolean }) => void;

const router = vi.hoisted(() => ({
  state: { initialized: false },
  listeners: new Set<Listener>(),
  subscribe(listener: Listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  },
}));

vi.mock('./router', () => ({ createRouter: () => router }));
vi.mock('./app', () => ({ App: () => null }));
vi.mock('../lib/auth/user-manager', () => ({ createUserManager: () => ({ getUser: async () => null }) }));

const config = { issuer: 'http://localhost/oidc', clientId: 'portal' } as PortalConfig;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('bootstrap', () => {
  it('renders the app once the router has loaded the first page, not before', async () => {
    router.state = { initialized: false };
    const root = { render: vi.fn(), unmount: vi.fn() };
    void bootstrap(root, Promise.resolve(config));
    await settle();
    expect(root.render).not.toHaveBeenCalled();

    router.state = { initialized: true };
    for (const listener of router.listeners) listener(router.state);
    await vi.waitFor(() => expect(root.render).toHaveBeenCalledTimes(1));
    expect(router.listeners.size).toBe(0);
  });

  it('renders at once when the router is already loaded', async () => {
    router.state = { initialized: true };
    const root = { render: vi.fn(), unmount: vi.fn() };
    void bootstrap(root, Promise.resolve(config));
    await vi.waitFor(() => expect(root.render).toHaveBeenCalledTimes(1));
  });
});
