/**
 * A real SMTP server on 127.0.0.1 for the mail tests: plain SMTP on a free port, no TLS and no login,
 * keeping every message it is handed, parsed, so a test reads what a mail program would.
 */
import { createServer, type AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Who the sender asked the server to deliver to (RCPT TO). */
  envelopeTo: string[];
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpInbox {
  /** For SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** The messages delivered to this address. */
  to(address: string): ReceivedMail[];
  stop(): Promise<void>;
}

function addressText(address: AddressObject | AddressObject[] | undefined): string {
  return (Array.isArray(address) ? address : address ? [address] : []).map((one) => one.text).join(', ');
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream).then(
        (mail) => {
          messages.push({
            envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            from: addressText(mail.from),
            to: addressText(mail.to),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: mail.html || '',
          });
          done();
        },
        (error: Error) => done(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to: (address) => messages.filter((message) => message.envelopeTo.includes(address)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP_URL where nothing listens: a port that was free a moment ago, so connecting is refused. */
export async function unreachableSmtpUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}
