import fs from 'node:fs/promises';
import path from 'node:path';

/** A message the server wrote to `$DATA_DIR/outbox` (no SMTP configured), decoded. */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

const unfold = (headers: string) => headers.replace(/\r?\n[ \t]+/g, ' ');

function headerOf(headers: string, name: string): string {
  const match = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(headers);
  return match?.[1]?.trim() ?? '';
}

function quotedPrintable(body: string): Buffer {
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? ''));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) return quotedPrintable(body).toString('utf8');
  return body;
}

/** RFC 2047 words: `=?UTF-8?B?…?=` (Arabic subjects). */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : quotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );

export function parseMail(raw: string, file = ''): OutboxMail {
  const split = raw.indexOf('\n\n');
  const headers = unfold(raw.slice(0, split));
  const body = raw.slice(split + 2);
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/i.exec(headerOf(headers, 'Content-Type'))?.[1];
  const sections = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const section of sections) {
    const at = section.indexOf('\n\n');
    const partHeaders = unfold(section.slice(0, at));
    const type = headerOf(partHeaders, 'Content-Type').split(';')[0]?.trim() ?? '';
    parts[type] = decodeBody(section.slice(at + 2).replace(/\n$/, ''), headerOf(partHeaders, 'Content-Transfer-Encoding'));
  }
  return {
    file,
    to: headerOf(headers, 'To'),
    subject: decodeWords(headerOf(headers, 'Subject')),
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
  };
}

/** The outbox of servers in this process: `flush` settles every send they have under way. */
export interface FlushableOutbox {
  dataDir: string;
  flush: () => Promise<void>;
}

/**
 * Where a test reads mail: an outbox that can be flushed (servers in the test's process), so
 * once flushed what is not there was never sent; or the DATA_DIR of a server in another
 * process (the browser tests'), read again until the mail arrives.
 */
export type Outbox = string | FlushableOutbox;

/** The outbox the servers in this process write to `dataDir`. */
export const flushableOutbox = (dataDir: string, ...servers: { mailer: { drain: () => Promise<void> } }[]): FlushableOutbox => ({
  dataDir,
  flush: async () => {
    await Promise.all(servers.map((server) => server.mailer.drain()));
  },
});

/** Every message in the outbox, oldest first (file names start with the time); flushed first if it can be. */
export async function readOutbox(outbox: Outbox): Promise<OutboxMail[]> {
  if (typeof outbox !== 'string') await outbox.flush();
  const dir = path.join(typeof outbox === 'string' ? outbox : outbox.dataDir, 'outbox');
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map(async (f) => parseMail(await fs.readFile(path.join(dir, f), 'utf8'), f)));
}

/**
 * The messages to one address. Mail goes out after the answer (so its timing tells
 * nothing): a flushable outbox is read once flushed; another process's is read again
 * until `count` messages are there or `timeoutMs` has passed.
 */
export async function mailsTo(outbox: Outbox, to: string, count = 1, timeoutMs = 5000): Promise<OutboxMail[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(outbox)).filter((m) => m.to === to);
    if (typeof outbox !== 'string' || found.length >= count || Date.now() > until) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The token of the last reset link mailed to this address. */
export async function resetTokenFor(outbox: Outbox, to: string, count = 1): Promise<string> {
  const mails = await mailsTo(outbox, to, count);
  const token = /\/dashboard\/password\/restore\/([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset link mailed to ${to}`);
  return token;
}
