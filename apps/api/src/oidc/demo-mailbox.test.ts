import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundEmails } from '../db/schema/invitations';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { DEMO_MAILBOX_PATH, hasDemoMailbox } from './demo-mailbox';
import { escapeHtml } from './page-layout';
import { RESET_LINK_IN_DEMO_MAILBOX, RESET_LINK_SENT } from './password-reset-pages';
import { RESET_SUBJECT } from './password-reset-store';

const LENA = 'lena.fischer@northwind.test';

describe('hasDemoMailbox', () => {
  it('exists only in the embedded development set-up without a mail server', () => {
    const embedded = { NODE_ENV: 'development', SMTP_URL: undefined, DATABASE_URL: undefined } as const;
    expect(hasDemoMailbox(embedded)).toBe(true);
    expect(hasDemoMailbox({ ...embedded, SMTP_URL: 'smtp://127.0.0.1:2525' })).toBe(false);
    expect(hasDemoMailbox({ ...embedded, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/portal' })).toBe(false);
    expect(hasDemoMailbox({ ...embedded, NODE_ENV: 'production' })).toBe(false);
    expect(hasDemoMailbox({ ...embedded, NODE_ENV: 'test' })).toBe(false);
  });
});

describe('the demo mailbox of a portal without a mail server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'development' });
  });
  afterAll(() => t?.close());

  it('says where the reset e-mail went instead of claiming a send, and shows a link that opens the reset page', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/forgot-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: LENA }).toString(),
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain(escapeHtml(RESET_LINK_IN_DEMO_MAILBOX));
    expect(sent.body).not.toContain(escapeHtml(RESET_LINK_SENT));
    expect(sent.body).toContain(`<a href="${DEMO_MAILBOX_PATH}">Open the demo mailbox</a>`);

    const mailbox = await t.app.inject({ method: 'GET', url: DEMO_MAILBOX_PATH });
    expect(mailbox.statusCode).toBe(200);
    expect(mailbox.headers['cache-control']).toBe('no-store');
    expect(mailbox.body).toContain(escapeHtml(RESET_SUBJECT));
    expect(mailbox.body).toContain(`To ${LENA}`);
    const link = /<a href="(http:\/\/localhost:3000\/reset-password\?token=[^"]+)">/.exec(mailbox.body)?.[1];
    expect(link).toBeDefined();
    const resetPage = await t.app.inject({ method: 'GET', url: new URL(link ?? '').pathname + new URL(link ?? '').search });
    expect(resetPage.statusCode).toBe(200);
    expect(resetPage.body).toContain(`For your account ${LENA}.`);
  });

  it('escapes what an e-mail holds', async () => {
    await t.database.db.insert(outboundEmails).values({
      toAddress: 'x@northwind.test',
      subject: '<b>subject</b>',
      body: 'Hello <script>alert(1)</script> see https://example.test/a?b=1&c="2"',
    });
    const mailbox = await t.app.inject({ method: 'GET', url: DEMO_MAILBOX_PATH });
    expect(mailbox.body).not.toContain('<script>alert(1)</script>');
    expect(mailbox.body).not.toContain('<b>subject</b>');
    expect(mailbox.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mailbox.body).toContain('<a href="https://example.test/a?b=1&amp;c=">https://example.test/a?b=1&amp;c=</a>');
  });
});
