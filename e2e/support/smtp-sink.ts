import { createRequire } from 'node:module';
import type { SMTPServer as SMTPServerType } from 'smtp-server';

/** Where the main e2e server's relay sends its mail (SMTP_URL in playwright.config.ts): the port after the session server's. */
export const SMTP_SINK_PORT = Number(process.env.E2E_PORT ?? 3210) + 2;

// The smtp-server the API's own tests use (a dev dependency of apps/api).
const { SMTPServer } = createRequire(new URL('../../apps/api/package.json', import.meta.url))('smtp-server') as {
  SMTPServer: typeof SMTPServerType;
};

export interface ReceivedEmail {
  to: string[];
  /** Headers and body, quoted-printable decoded. */
  text: string;
}

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A real SMTP server that keeps what the portal sends; plain text and no authentication, on localhost only. */
export const startSmtpSink = async () => {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(SMTP_SINK_PORT, '127.0.0.1', resolve);
  });
  return {
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
