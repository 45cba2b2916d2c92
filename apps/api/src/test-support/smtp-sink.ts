import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  from: string;
  to: string[];
  /** The message as sent (headers and quoted-printable body). */
  raw: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedEmail[];
  /** Recipients the server answers 550 to, as a mail server refusing an address would. */
  refused: Set<string>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on localhost (a free port unless one is given): plain text, no authentication,
 * keeps what it receives. The end-to-end tests start one too, on the port their server's SMTP_URL names.
 */
export const startSmtpSink = async (port = 0): Promise<SmtpSink> => {
  const received: ReceivedEmail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) callback(Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const listening = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${listening.port}`,
    received,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** Undoes the quoted-printable transfer encoding nodemailer uses for long text lines. */
export const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export interface ReceivedAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** The attachments of a received message (nodemailer's multipart/mixed, base64 parts), decoded. */
export const attachmentsOf = (raw: string): ReceivedAttachment[] => {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)?.[1];
  if (!boundary) return [];
  return raw.split(`--${boundary}`).flatMap((part) => {
    const split = part.search(/\r?\n\r?\n/);
    const headers = part.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    if (split < 0 || !/Content-Disposition: attachment/i.test(headers)) return [];
    const fileName = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? '';
    const contentType = /Content-Type: ([^;\r\n]+)/i.exec(headers)?.[1] ?? '';
    return [{ fileName, contentType, content: Buffer.from(part.slice(split).replace(/\s+/g, ''), 'base64') }];
  });
};
