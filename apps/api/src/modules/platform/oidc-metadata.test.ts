import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createOidcMetadataSource } from './oidc-metadata';

let provider: Server;
let issuer: string;
let discoveryReads = 0;
let answering = true;

beforeAll(async () => {
  provider = createServer((request, response) => {
    if (request.url !== '/.well-known/openid-configuration' || !answering) {
      response.writeHead(503).end();
      return;
    }
    discoveryReads += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/keys`,
        userinfo_endpoint: `${issuer}/userinfo`,
        scopes_supported: ['openid'],
      }),
    );
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

const sourceFor = (oidcIssuer: string) => {
  const app = Fastify({ logger: false });
  return createOidcMetadataSource(app, loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', OIDC_ISSUER: oidcIssuer }));
};

describe("an external provider's metadata", () => {
  it('is the part of its discovery document the browser uses, read once', async () => {
    discoveryReads = 0;
    const metadata = sourceFor(issuer);
    const [first, second] = await Promise.all([metadata(), metadata()]);
    expect(first).toEqual({ issuer, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/keys` });
    expect(second).toEqual(first);
    expect(await metadata()).toEqual(first);
    expect(discoveryReads).toBe(1);
  });

  it('is null while the provider does not answer, and read again on the next call', async () => {
    discoveryReads = 0;
    answering = false;
    const metadata = sourceFor(issuer);
    expect(await metadata()).toBeNull();
    answering = true;
    expect(await metadata()).toMatchObject({ issuer });
    expect(discoveryReads).toBe(1);
  });

  it('is null when nothing listens at the issuer', async () => {
    expect(await sourceFor('http://127.0.0.1:9')()).toBeNull();
  });
});
