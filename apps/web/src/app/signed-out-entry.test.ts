import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PORTAL_ROUTES } from '@portal/domain/access/routes';
import { hasStoredUser, needsSignIn } from './signed-out-entry';

const ADDRESSES = [
  '/',
  '/assigned',
  '/Assigned/',
  '/assigned/123',
  '/assigned/123/more',
  '/jobs/CPT-42',
  '/starts-stops/9',
  '/internal-user-network-selection',
  '/insights/reports/7',
  '/login',
  '/logout',
  '/implicit/callback',
  '/404',
  '/403',
  '/register',
  '/forgot-password',
  '/no/such/page',
  '/assignedx',
];

/** What the router decides for the same address: a signed-in route matches it. */
const routerNeedsSignIn = (pathname: string) =>
  PORTAL_ROUTES.some((route) => !route.open && matchPath({ path: route.path, end: true }, pathname) !== null);

describe('the signed-out entry', () => {
  it('sends to sign-in exactly the addresses the router guards', () => {
    for (const address of ADDRESSES) expect(needsSignIn(address), address).toBe(routerNeedsSignIn(address));
    expect(needsSignIn('/assigned')).toBe(true);
    expect(needsSignIn('/login')).toBe(false);
    expect(needsSignIn('/no/such/page')).toBe(false);
  });

  it('sees a session oidc-client-ts stored, and nothing else', () => {
    const storage = window.localStorage;
    storage.clear();
    storage.setItem('cpt_network', '{}');
    expect(hasStoredUser(storage)).toBe(false);
    storage.setItem('oidc.user:http://localhost:3000/oidc:portal-web', '{}');
    expect(hasStoredUser(storage)).toBe(true);
    storage.clear();
  });
});
