import { startSmtpSink } from '@portal/api/test-support/smtp-sink';

/** Where the main e2e server's relay sends its mail (SMTP_URL in playwright.config.ts): the port after the session server's. */
export const SMTP_SINK_PORT = Number(process.env.E2E_PORT ?? 3210) + 2;

/** The API tests' SMTP sink, on the port the e2e server sends to. */
export const startE2eSmtpSink = () => startSmtpSink(SMTP_SINK_PORT);
