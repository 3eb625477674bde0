/**
 * A real SMTP server inside the test process (smtp-server) that keeps what it receives, and a server under
 * test started with SMTP_URL pointing at it, on the shared test database.
 */
import type { ChildProcess } from 'node:child_process';
import { SMTPServer } from 'smtp-server';
import { until } from './until';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('./servers') as { startServer: (db: string, env: Record<string, string>) => Promise<{ child: ChildProcess; url: string }> };

/** One received mail: envelope recipients and the decoded text of the message. */
export interface ReceivedMail { to: string[]; raw: string; text: string }

/** Undoes quoted-printable soft breaks and escapes (nodemailer's encoding of long text lines). */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** An SMTP inbox listening on 127.0.0.1. */
export class Inbox {
  readonly mails: ReceivedMail[] = [];
  private readonly server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const bytes = Buffer.from(decodeQuotedPrintable(raw), 'latin1').toString('utf8');
        this.mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: bytes });
        callback();
      });
    },
  });
  port = 0;

  /** Starts listening on a free port. */
  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as { port: number }).port;
  }

  /** The SMTP_URL of this inbox. */
  get url(): string { return `smtp://127.0.0.1:${this.port}`; }

  /** Waits for a mail to `address` (until the test's own timeout). */
  async waitFor(address: string): Promise<ReceivedMail> {
    return until(() => this.mails.find((m) => m.to.includes(address)), (m): m is ReceivedMail => m !== undefined, `a mail to ${address}`);
  }

  /** The mails received for `address` so far. */
  to(address: string): ReceivedMail[] { return this.mails.filter((m) => m.to.includes(address)); }

  /** Stops listening. */
  stop(): Promise<void> { return new Promise((resolve) => this.server.close(() => resolve())); }
}

/** The reset link of a mail. */
export function resetLink(mail: ReceivedMail): string {
  const m = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(mail.text);
  if (!m) throw new Error(`no reset link in: ${mail.text}`);
  return m[0];
}

/** An inbox and a server under test sending its mail there (PUBLIC_URL = its own URL). Stop both with `stop()`. */
export async function startMailServer(env: Record<string, string> = {}): Promise<{ inbox: Inbox; url: string; stop(): Promise<void> }> {
  const inbox = new Inbox();
  await inbox.start();
  // PUBLIC_URL must name the server itself, whose port is only known once started: pick the port first.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { freePort } = require('./servers') as { freePort: () => Promise<number> };
  const port = await freePort();
  const { child, url } = await startServer(process.env.PURLWISE_TEST_DATABASE_URL as string, {
    SMTP_URL: inbox.url, PUBLIC_URL: `http://127.0.0.1:${port}`, PORT: String(port), ...env,
  });
  return {
    inbox, url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      await inbox.stop();
    },
  };
}
