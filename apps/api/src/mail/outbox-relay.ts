import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Database } from '../db/client';
import { outboundEmailAttachments, outboundEmails } from '../db/schema/invitations';

export interface OutboxRelayOptions {
  db: Database;
  smtpUrl: string;
  from: string;
  maxAttempts: number;
  log: FastifyBaseLogger;
  pollMs?: number;
  batchSize?: number;
  /** The wait after the first failure; each further failure doubles it, up to `maxRetrySeconds`. */
  retryBaseSeconds?: number;
  maxRetrySeconds?: number;
  /**
   * How long a claimed row stays out of other relays' reach while it is being sent. It must exceed the
   * longest send (the SMTP timeouts below); a relay that dies mid-send leaves the row to be retried after it.
   */
  claimSeconds?: number;
}

export interface OutboxRelay {
  /** Sends what is due now, batch after batch, and resolves when nothing due is left. */
  deliverDue(): Promise<void>;
  /** Polls every `pollMs` until stopped. */
  start(): void;
  /** Runs a delivery round at once (after an e-mail was queued) instead of at the next poll. */
  wake(): void;
  stop(): Promise<void>;
}

const SMTP_TIMEOUT_MS = 20_000;

/** The wait before attempt `attempts + 1`: base, 2×base, 4×base… capped. */
export const retryDelaySeconds = (attempts: number, base: number, max: number) => Math.min(base * 2 ** (attempts - 1), max);

/**
 * Delivers `outbound_emails` through SMTP with nodemailer. A row is claimed in a short transaction
 * (`FOR UPDATE SKIP LOCKED`, then `next_attempt_at` moved past the claim period) and sent after it
 * commits, so no transaction or row lock is held through a slow mail server (on PGlite that would
 * block every other query) and several API instances never take the same row. Delivery is at least
 * once: a relay stopping between sending and marking sends the row again after the claim period.
 */
export const createOutboxRelay = ({
  db,
  smtpUrl,
  from,
  maxAttempts,
  log,
  pollMs = 2_000,
  batchSize = 10,
  retryBaseSeconds = 30,
  maxRetrySeconds = 3_600,
  claimSeconds = 120,
}: OutboxRelayOptions): OutboxRelay => {
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });

  const claimBatch = () =>
    db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: outboundEmails.id,
          toAddress: outboundEmails.toAddress,
          subject: outboundEmails.subject,
          body: outboundEmails.body,
          attempts: outboundEmails.attempts,
        })
        .from(outboundEmails)
        .where(and(isNull(outboundEmails.sentAt), isNull(outboundEmails.abandonedAt), lte(outboundEmails.nextAttemptAt, sql`now()`)))
        .orderBy(asc(outboundEmails.nextAttemptAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      for (const row of due) {
        await tx
          .update(outboundEmails)
          .set({ nextAttemptAt: sql`now() + make_interval(secs => ${claimSeconds}::integer)` })
          .where(eq(outboundEmails.id, row.id));
      }
      return due;
    });

  type Claimed = Awaited<ReturnType<typeof claimBatch>>[number];

  /** Files are read at send time, not claimed with the batch, so a batch of large attachments is never all in memory. */
  const attachmentsOf = (emailId: string) =>
    db
      .select({ filename: outboundEmailAttachments.fileName, contentType: outboundEmailAttachments.contentType, content: outboundEmailAttachments.content })
      .from(outboundEmailAttachments)
      .where(eq(outboundEmailAttachments.emailId, emailId))
      .then((files) => files.map((file) => ({ ...file, content: Buffer.from(file.content) })));

  const deliver = async (email: Claimed) => {
    try {
      const attachments = await attachmentsOf(email.id);
      await transport.sendMail({ from, to: email.toAddress, subject: email.subject, text: email.body, ...(attachments.length > 0 ? { attachments } : {}) });
      await db.update(outboundEmails).set({ sentAt: sql`now()`, lastError: null }).where(eq(outboundEmails.id, email.id));
    } catch (error) {
      const attempts = email.attempts + 1;
      const lastError = error instanceof Error ? error.message.slice(0, 500) : String(error);
      const abandon = attempts >= maxAttempts;
      const delay = retryDelaySeconds(attempts, retryBaseSeconds, maxRetrySeconds);
      await db
        .update(outboundEmails)
        .set({
          attempts,
          lastError,
          nextAttemptAt: sql`now() + make_interval(secs => ${delay}::integer)`,
          abandonedAt: abandon ? sql`now()` : null,
        })
        .where(eq(outboundEmails.id, email.id));
      // The address is personal data; the row id is enough to find the e-mail.
      if (abandon) log.error({ outboundEmailId: email.id, attempts, lastError }, 'E-mail abandoned after its last attempt');
      else log.warn({ outboundEmailId: email.id, attempts, lastError, retryInSeconds: delay }, 'E-mail not sent; retrying later');
    }
  };

  let round: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const deliverAll = async () => {
    for (let batch = await claimBatch(); batch.length > 0 && !stopped; batch = await claimBatch()) {
      for (const email of batch) await deliver(email);
    }
  };

  /** One round at a time; a wake during a round asks for one more, so nothing queued meanwhile waits a poll. */
  const deliverDue = (): Promise<void> => {
    if (round) {
      again = true;
      return round;
    }
    round = (async () => {
      do {
        again = false;
        await deliverAll();
      } while (again && !stopped);
    })().finally(() => {
      round = undefined;
    });
    return round;
  };

  const runLogged = () => {
    deliverDue().catch((error: unknown) => log.error({ err: error }, 'E-mail relay round failed'));
  };

  return {
    deliverDue,
    start() {
      stopped = false;
      timer = setInterval(runLogged, pollMs);
      timer.unref();
      runLogged();
    },
    wake() {
      if (!stopped && timer) runLogged();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await round?.catch(() => undefined);
      transport.close();
    },
  };
};
