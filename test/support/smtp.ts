import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  to: string[];
  raw: string;
  subject: string;
  /** The text/plain part with quoted-printable undone. */
  text: string;
}

export interface LocalSmtp {
  url: string;
  received: ReceivedEmail[];
  /** Addresses the server refuses at RCPT TO with a permanent 550 (a hard bounce); add to it at any time. */
  rejected: Set<string>;
  /** Addresses the server turns away for now at RCPT TO with a temporary 450 (a full mailbox); add to it at any time. */
  deferred: Set<string>;
  /** Waits for the next message to this address (case-insensitive), or fails after the timeout. */
  next(to: string, timeoutMs?: number): Promise<ReceivedEmail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function textPart(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  const part = boundary
    ? (body.split(`--${boundary}`).find((p) => /content-type:\s*text\/plain/i.test(p)) ?? body)
    : `${head}\n\n${body}`;
  const [partHead = '', ...partBody] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
  const content = partBody.join('\n\n');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(partHead)) return decodeQuotedPrintable(content);
  if (/content-transfer-encoding:\s*base64/i.test(partHead)) return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  return content;
}

/**
 * A real SMTP server on loopback that keeps what it receives, for tests that read links out of emails;
 * `onMessage` also hands each message on as it arrives (the browser suite on PostgreSQL writes them to files).
 */
export async function startLocalSmtp({ onMessage }: { onMessage?: (mail: ReceivedEmail) => void } = {}): Promise<LocalSmtp> {
  const received: ReceivedEmail[] = [];
  const waiters: { to: string; resolve: (mail: ReceivedEmail) => void }[] = [];
  const rejected = new Set<string>();
  const deferred = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (rejected.has(address.address.toLowerCase())) {
        const error = Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 });
        return callback(error);
      }
      if (deferred.has(address.address.toLowerCase())) {
        return callback(Object.assign(new Error('4.2.2 Mailbox full, try again later'), { responseCode: 450 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^subject:\s*(.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        const mail: ReceivedEmail = { to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, subject, text: textPart(raw) };
        received.push(mail);
        onMessage?.(mail);
        for (const waiter of [...waiters]) {
          if (mail.to.includes(waiter.to)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rejected,
    deferred,
    next(to, timeoutMs = 5000) {
      const address = to.toLowerCase();
      const seen = received.length;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No email to ${address} within ${timeoutMs} ms (${seen} received in all)`)), timeoutMs);
        waiters.push({ to: address, resolve: (mail) => (clearTimeout(timer), resolve(mail)) });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in an email's text that starts with the given path. */
export function linkIn(mail: ReceivedEmail, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]*${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s"<>]*`).exec(mail.text);
  if (!match) throw new Error(`No link to ${path} in email "${mail.subject}":\n${mail.text}`);
  return match[0];
}

/** A header of a received email, folded lines joined. */
export function headerOf(mail: ReceivedEmail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim();
}
