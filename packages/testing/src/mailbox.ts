import { EventEmitter, once } from 'node:events';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every header, its name in lower case (the last one of a name repeated). */
  headers: Record<string, string>;
}

export interface Mailbox {
  port: number;
  smtpUrl: string;
  messages: ReceivedMail[];
  /** How many SMTP connections clients have opened. */
  connections(): number;
  /** Waits for a mail to `to` whose subject matches; `since` skips the first N messages received. */
  waitFor(to: string, subject: RegExp, options?: { since?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP listener on loopback. Messages are kept in memory and, when `dir` is given, also
 * written there as JSON, in a folder per recipient, so other processes (browser-test workers) can
 * read them.
 */
export async function startMailbox(options: { port?: number; dir?: string } = {}): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  // Waiters look again the moment a mail is stored, not on a timer.
  const arrived = new EventEmitter().setMaxListeners(0);
  let connections = 0;
  if (options.dir) await mkdir(options.dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Closing tells connected clients (the app keeps its connection open) and ends their sessions,
    // as a mail server going down does, instead of waiting 30 s for them to leave.
    closeTimeout: 100,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        store(
          Buffer.concat(chunks),
          session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        ).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
  });
  async function store(raw: Buffer, to: string[]): Promise<void> {
    const parsed = await PostalMime.parse(raw);
    const headers = Object.fromEntries(parsed.headers.map((header) => [header.key.toLowerCase(), header.value]));
    const mail: ReceivedMail = {
      to,
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: parsed.html ?? '',
      headers,
    };
    messages.push(mail);
    arrived.emit('mail');
    const { dir } = options;
    if (dir) {
      // Written under another name and renamed, so a reader polling the folder never parses half a file.
      const name = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      await Promise.all(
        to.map(async (address) => {
          const folder = recipientFolder(dir, address);
          await mkdir(folder, { recursive: true });
          await writeFile(path.join(folder, `${name}.partial`), JSON.stringify(mail));
          await rename(path.join(folder, `${name}.partial`), path.join(folder, `${name}.json`));
        }),
      );
    }
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages,
    connections: () => connections,
    async waitFor(to, subject, { since = 0, timeoutMs = MAIL_WAIT_MS } = {}) {
      const signal = AbortSignal.timeout(timeoutMs);
      for (;;) {
        const mail = find(messages.slice(since), to, subject);
        if (mail) return mail;
        await once(arrived, 'mail', { signal }).catch(() => {
          throw noMail(to, subject, timeoutMs);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * For another process: waits for a matching mail among the JSON files a mailbox wrote to `dir`;
 * `containing` picks one mail among many alike (a link to one applicant, say).
 */
export function readMailFromDir(
  dir: string,
  to: string,
  subject: RegExp,
  timeoutMs?: number,
  containing?: string,
): Promise<ReceivedMail> {
  const folder = recipientFolder(dir, to);
  return poll(
    async () => {
      const names = await readdir(folder).catch(() => [] as string[]);
      const mails = await Promise.all(
        names
          .filter((name) => name.endsWith('.json'))
          .sort()
          .map(async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8')) as ReceivedMail),
      );
      return find(
        mails.filter((mail) => !containing || mail.text.includes(containing)),
        to,
        subject,
      );
    },
    to,
    subject,
    timeoutMs,
  );
}

/**
 * A folder per recipient, so a reader parses only the mails to the address it waits for: a browser
 * test run sends hundreds, and parsing them all on every look took a tenth of a second of a core.
 */
const recipientFolder = (dir: string, address: string) => path.join(dir, encodeURIComponent(address.toLowerCase()));

/** How long a wait for a mail lasts before it fails. */
const MAIL_WAIT_MS = 15_000;

const noMail = (to: string, subject: RegExp, timeoutMs: number) =>
  new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);

/** The newest match: a resent link replaces the one before it. */
function find(mails: ReceivedMail[], to: string, subject: RegExp): ReceivedMail | undefined {
  return mails.findLast((mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject));
}

async function poll(
  look: () => Promise<ReceivedMail | undefined>,
  to: string,
  subject: RegExp,
  timeoutMs = MAIL_WAIT_MS,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await look();
    if (mail) return mail;
    if (Date.now() > deadline) throw noMail(to, subject, timeoutMs);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link in the mail's text part whose path starts with `pathPrefix`. */
export function linkIn(mail: ReceivedMail, pathPrefix: string): string {
  const url = mail.text
    .match(/https?:\/\/\S+/g)
    ?.find((candidate) => new URL(candidate).pathname.startsWith(pathPrefix));
  if (!url) throw new Error(`no ${pathPrefix} link in mail "${mail.subject}"`);
  return url;
}
