import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDatabase } from '../test-support/test-database';
import { registerSecurity } from './security';
import { registerStorybook } from './storybook';

/** A tiny stand-in for `npm run storybook:build`: an index page with an inline script and one asset. */
let fixture: string;

beforeAll(() => {
  fixture = mkdtempSync(join(tmpdir(), 'storybook-'));
  mkdirSync(join(fixture, 'assets'));
  writeFileSync(join(fixture, 'index.html'), '<!doctype html><title>Storybook</title><script>window.ready = true;</script>');
  writeFileSync(join(fixture, 'assets', 'manager.js'), 'export const manager = 1;');
});

afterAll(() => rmSync(fixture, { recursive: true, force: true }));

const appServing = async (root: string): Promise<FastifyInstance> => {
  const app = Fastify({ logger: false });
  await registerSecurity(app, loadConfig({ PUBLIC_URL: 'http://localhost:3000' }));
  await registerStorybook(app, root);
  app.get('/api/v2/elsewhere', async () => ({ ok: true }));
  await app.ready();
  return app;
};

describe('/storybook', () => {
  it('serves the built catalogue, with inline scripts allowed there alone', async () => {
    const app = await appServing(fixture);
    const page = await app.inject({ method: 'GET', url: '/storybook/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('window.ready = true');
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    const asset = await app.inject({ method: 'GET', url: '/storybook/assets/manager.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('manager = 1');
    const elsewhere = await app.inject({ method: 'GET', url: '/api/v2/elsewhere' });
    expect(elsewhere.headers['content-security-policy']).toContain("script-src 'self';");
    await app.close();
  });

  it('sends /storybook to /storybook/, where the relative asset addresses resolve', async () => {
    const app = await appServing(fixture);
    const res = await app.inject({ method: 'GET', url: '/storybook' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/storybook/');
    await app.close();
  });

  it('answers a missing file of the catalogue with 404', async () => {
    const app = await appServing(fixture);
    const res = await app.inject({ method: 'GET', url: '/storybook/assets/gone.js' });
    expect(res.statusCode).toBe(404);
    await app.close();
  });

  it('says how to build the catalogue when there is no build', async () => {
    const app = await appServing(join(fixture, 'not-built'));
    for (const url of ['/storybook', '/storybook/', '/storybook/iframe.html']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('npm run storybook:build');
    }
    await app.close();
  });
});

describe('/storybook in production', () => {
  it('is not served, whether or not a build exists', async () => {
    const database = await openTestDatabase();
    const app = await buildApp(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' }), database);
    const res = await app.inject({ method: 'GET', url: '/storybook/' });
    expect(res.body).not.toContain('npm run storybook:build');
    expect(res.body).not.toContain('Storybook</title>');
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    await app.close();
    await database.close();
  });
});
