import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundEmails } from '../db/schema/invitations';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { decodeQuotedPrintable, startSmtpSink, type SmtpSink } from '../test-support/smtp-sink';

const SOFIA = 'sofia.marino@northwind.test';

let sink: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, MAIL_FROM: 'Portal <portal@provider.test>' });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('the API with SMTP_URL', () => {
  it('delivers a reset e-mail queued by /forgot-password through its relay and marks it sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/forgot-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: SOFIA }).toString(),
    });
    expect(res.statusCode).toBe(200);

    await until(() => sink.received.some((m) => m.to.includes(SOFIA)));
    const message = sink.received.find((m) => m.to.includes(SOFIA))!;
    expect(message.from).toBe('portal@provider.test');
    expect(decodeQuotedPrintable(message.raw)).toContain(`${t.config.PUBLIC_URL}/reset-password?token=`);

    const sent = () => t.database.db.$count(outboundEmails, and(eq(outboundEmails.toAddress, SOFIA), isNotNull(outboundEmails.sentAt)));
    await until(async () => (await sent()) === 1);
  });
});
