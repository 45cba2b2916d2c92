import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('serves sign-in on the port it listens on when PUBLIC_URL is not set', () => {
    const config = loadConfig({ PORT: '8080' });
    expect(config.PUBLIC_URL).toBe('http://localhost:8080');
    expect(config.issuer).toBe('http://localhost:8080/oidc');
    expect(config.audience).toBe('http://localhost:8080/api');
  });

  it('keeps a given PUBLIC_URL, without its trailing slash, whatever the port', () => {
    const config = loadConfig({ PORT: '8080', PUBLIC_URL: 'https://portal.example.test/' });
    expect(config.PUBLIC_URL).toBe('https://portal.example.test');
    expect(config.issuer).toBe('https://portal.example.test/oidc');
  });

  it('leaves SMTP_URL unset by default and takes only an smtp:// or smtps:// URL for it', () => {
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtps://relay:secret@mail.example.test:465' }).SMTP_URL).toBe('smtps://relay:secret@mail.example.test:465');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.test' })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => loadConfig({ MAIL_MAX_ATTEMPTS: '0' })).toThrow(/MAIL_MAX_ATTEMPTS/);
  });
});
