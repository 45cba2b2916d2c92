import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createOutboxRelay, type OutboxRelay } from './outbox-relay';

/**
 * With `SMTP_URL` the API process delivers the outbox itself, from when the server is ready until it
 * closes. Without it nothing is sent and the e-mails stay in the table (development logs their links).
 */
export const startMailRelay = (app: FastifyInstance, config: Config, db: Database): OutboxRelay | undefined => {
  if (!config.SMTP_URL) return undefined;
  const relay = createOutboxRelay({
    db,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
    log: app.log.child({ component: 'mail-relay' }),
  });
  app.addHook('onReady', async () => relay.start());
  app.addHook('onClose', () => relay.stop());
  return relay;
};
