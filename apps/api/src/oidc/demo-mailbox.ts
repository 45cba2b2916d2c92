import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { outboundEmails } from '../db/schema/invitations';
import { clientOrigins } from './first-party-client';
import { escapeHtml, sendPage, type Page } from './page-layout';

export const DEMO_MAILBOX_PATH = '/demo-mailbox';
const DEMO_MAILBOX_TITLE = 'Demo mailbox';
const SHOWN = 50;

/**
 * A developer's or demo user's machine without a mail server: e-mail waits in the outbox for ever, so
 * the portal shows it instead of claiming a send (docs/decisions/0116-demo-mailbox.md). Only in the
 * embedded set-up of `npm start` (no DATABASE_URL): a server on a real database that forgot
 * NODE_ENV and SMTP_URL would otherwise hand anyone its users' reset and invitation links.
 */
export const hasDemoMailbox = (config: Pick<Config, 'NODE_ENV' | 'SMTP_URL' | 'DATABASE_URL'>) =>
  config.NODE_ENV === 'development' && !config.SMTP_URL && !config.DATABASE_URL;

const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/g;

/** Escapes the text and makes its links clickable, so the demo can follow an invitation or reset link. */
const withLinks = (text: string) => {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(match[0])}">${escapeHtml(match[0])}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
};

type MailboxEmail = { toAddress: string; subject: string; body: string; createdAt: Date };

const demoMailboxPage = (emails: readonly MailboxEmail[]): Page => ({
  title: DEMO_MAILBOX_TITLE,
  body: `<h2>${DEMO_MAILBOX_TITLE}</h2>
<p>This portal runs without a mail server (no SMTP_URL), so nothing is sent: the ${SHOWN} newest e-mails it would have sent are here.</p>
${
  emails.length === 0
    ? '<p role="status">No e-mails yet.</p>'
    : emails
        .map(
          (email) => `<article class="mail" aria-label="${escapeHtml(email.subject)}">
<h3>${escapeHtml(email.subject)}</h3>
<p class="meta">To ${escapeHtml(email.toAddress)} · ${escapeHtml(email.createdAt.toISOString().replace('T', ' ').slice(0, 16))} UTC</p>
<div class="mail-body">${withLinks(email.body)}</div>
</article>`,
        )
        .join('\n')
}`,
});

export const demoMailboxRoutes = async (scope: FastifyInstance, { db, config }: { db: Database; config: Config }) => {
  const formTargets = clientOrigins(config);
  scope.get(DEMO_MAILBOX_PATH, async (_request, reply) => {
    const emails = await db
      .select({
        toAddress: outboundEmails.toAddress,
        subject: outboundEmails.subject,
        body: outboundEmails.body,
        createdAt: outboundEmails.createdAt,
      })
      .from(outboundEmails)
      .orderBy(desc(outboundEmails.createdAt))
      .limit(SHOWN);
    return sendPage(reply, 200, demoMailboxPage(emails), formTargets);
  });
};
