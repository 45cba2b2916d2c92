import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { registerWebApp } from './web-app';

const SCRIPT = `export const greeting = '${'hello '.repeat(200)}';\n`;
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>\n';

/** A build as the web app's Vite config writes it: hashed assets under assets/, each text file precompressed. */
const writeBuild = async (dir: string) => {
  await mkdir(join(dir, 'assets'));
  const files: Record<string, string> = { 'index.html': INDEX, 'assets/index-C0ffee42.js': SCRIPT };
  for (const [name, content] of Object.entries(files)) {
    await writeFile(join(dir, name), content);
    await writeFile(join(dir, `${name}.br`), brotliCompressSync(content));
    await writeFile(join(dir, `${name}.gz`), gzipSync(content));
  }
  await writeFile(join(dir, 'favicon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
};

describe('web app delivery', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'web-dist-'));
    await writeBuild(dir);
    app = Fastify();
    app.get('/api/v1/ping', async () => ({ ok: true }));
    app.get('/oidc/page', async (_request, reply) => reply.type('text/html').send('<form></form>'));
    await registerWebApp(app, dir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a hashed asset as brotli when asked, cached for good', async () => {
    const res = await get('/assets/index-C0ffee42.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client without brotli', async () => {
    const res = await get('/assets/index-C0ffee42.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get('/assets/index-C0ffee42.js', acceptEncoding);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.body).toBe(SCRIPT);
    }
  });

  it('sends a file the build did not compress as it is', async () => {
    const res = await get('/favicon.png', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates index.html and the pages the SPA routes, compressed too', async () => {
    for (const url of ['/index.html', '/assigned?page=2', '/jobs/123']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers.vary, url).toBe('accept-encoding');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('answers HEAD of a page as its GET, without the body; unknown server addresses stay 404', async () => {
    for (const url of ['/assigned', '/assets/index-C0ffee42.js']) {
      const res = await app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe(url === '/assigned' ? 'no-cache' : 'public, max-age=31536000, immutable');
      expect(res.body, url).toBe('');
    }
    const missing = await app.inject({ method: 'HEAD', url: '/api/v1/nothing' });
    expect(missing.statusCode).toBe(404);
  });

  it('answers a missing asset with the JSON 404, not the app', async () => {
    const res = await get('/assets/index-0ld0ne.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'No such address: GET /assets/index-0ld0ne.js' });
  });

  it('leaves API answers and provider pages as their routes send them', async () => {
    const api = await get('/api/v1/ping', 'br');
    expect(api.json()).toEqual({ ok: true });
    expect(api.headers['content-encoding']).toBeUndefined();
    expect(api.headers['cache-control']).toBeUndefined();
    const page = await get('/oidc/page', 'br');
    expect(page.body).toBe('<form></form>');
    expect(page.headers['cache-control']).toBeUndefined();
    const missing = await get('/api/v1/nothing', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json()).toMatchObject({ statusCode: 404, message: 'No such address: GET /api/v1/nothing' });
  });
});

describe('the whole server beside the web app', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
  });
  afterAll(() => server.close());

  it('sends the provider pages and API answers as before: neither precompressed nor cached for good', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const discovery = await server.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration', headers });
    expect(discovery.statusCode).toBe(200);
    expect(discovery.json()).toMatchObject({ issuer: server.config.issuer });
    const config = await server.app.inject({ method: 'GET', url: '/api/v2/config', headers });
    expect(config.statusCode).toBe(200);
    for (const res of [discovery, config]) {
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(String(res.headers['cache-control'])).not.toMatch(/immutable|max-age=31536000/);
    }
  });
});
