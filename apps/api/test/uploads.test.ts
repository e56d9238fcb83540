import http from 'node:http';
import { Readable } from 'node:stream';
import { beforeAll, expect, it } from 'vitest';
import { startAsAdmin } from './accounts.js';
import { type TestServer, describeEachDatabase } from './harness.js';

/**
 * Issue 35, item 2: an upload past its limit is refused as soon as it passes it, the rest
 * is never read and the connection is closed; the server's memory stays flat. The bodies
 * are produced as they are sent (zeros, never held whole) over a real connection.
 */

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;
const boundary = 'matjar-upload-boundary';

interface Streamed {
  status: number;
  body: any;
  /** From the first byte sent to the answer's last. */
  answeredMs: number;
  /** Bytes the connection took from the body before it was closed (sent or buffered). */
  consumed: number;
  /** The server closed the connection (the client never finished sending). */
  closed: boolean;
}

const partHead = (name: string, file?: string) =>
  `--${boundary}\r\ncontent-disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\ncontent-type: image/png` : ''}\r\n\r\n`;

/**
 * Posts a multipart body to `path`: `head` first, then `size` zero bytes made on the fly,
 * then the closing boundary. `contentLength` declares a length (else the body is chunked).
 */
function streamUpload(
  server: TestServer,
  path: string,
  { token, head, size, lang = 'en', contentLength }: { token?: string; head: string; size: number; lang?: string; contentLength?: number },
): Promise<Streamed> {
  const zeros = Buffer.alloc(MiB / 4);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  let consumed = 0;
  let zerosLeft = size;
  const body = new Readable({
    read() {
      if (consumed === 0) {
        consumed += Buffer.byteLength(head);
        this.push(head);
        return;
      }
      if (zerosLeft <= 0) {
        this.push(tail);
        this.push(null);
        return;
      }
      const chunk = zerosLeft >= zeros.length ? zeros : zeros.subarray(0, zerosLeft);
      zerosLeft -= chunk.length;
      consumed += chunk.length;
      this.push(chunk);
    },
  });
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': lang };
  if (token) headers.authorization = `Bearer ${token}`;
  if (contentLength !== undefined) headers['content-length'] = String(contentLength);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(`${server.url}${path}`, { method: 'POST', headers, agent: false });
    let answer: Omit<Streamed, 'consumed' | 'closed'> | undefined;
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        answer = { status: response.statusCode ?? 0, body: text ? JSON.parse(text) : text, answeredMs: performance.now() - started };
      });
    });
    // The server closing mid-body shows as EPIPE or ECONNRESET on the writing side.
    request.on('error', () => {});
    request.on('close', () => {
      body.destroy();
      if (!answer) reject(new Error(`no answer after ${consumed} bytes`));
      else resolve({ ...answer, consumed, closed: zerosLeft > 0 });
    });
    body.pipe(request);
  });
}

const memory = () => process.memoryUsage();
const inMiB = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;

describeEachDatabase('uploads past their limits', (suite) => {

  let server: TestServer, token: string;
  beforeAll(async () => {
    ({ server, token } = await startAsAdmin(suite));
  });

  const brandHead = (file: string) => `${partHead('name[en]')}Huge\r\n${partHead('name[ar]')}ضخم\r\n${file}`;

  it('refuses a 2 GB brand image with the field\'s 422 once it passes 1 MB, stops reading and closes the connection, memory flat', { timeout: 60_000 }, async () => {
    const before = memory();
    const answer = await streamUpload(server, '/api/dashboard/brands', { token, lang: 'ar', head: brandHead(partHead('image', 'huge.png')), size: 2 * GiB });
    const after = memory();
    console.log(
      `2 GB image: answered in ${answer.answeredMs.toFixed(0)} ms after ${inMiB(answer.consumed)} taken; ` +
        `rss ${inMiB(before.rss)} → ${inMiB(after.rss)}, heap ${inMiB(before.heapUsed)} → ${inMiB(after.heapUsed)}`,
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ image: ['الصورة: يجب أن يقل حجم الملف عن 1 ميجابايت'] });
    expect(answer.answeredMs).toBeLessThan(3000);
    expect(answer.closed).toBe(true);
    expect(answer.consumed).toBeLessThan(64 * MiB);
    expect(after.rss - before.rss).toBeLessThan(64 * MiB);
  });

  it('refuses a 2 GB text field with 413 once the form passes its whole size, and closes the connection', { timeout: 60_000 }, async () => {
    const answer = await streamUpload(server, '/api/dashboard/brands', { token, head: partHead('name[en]'), size: 2 * GiB });
    console.log(`2 GB text field: answered in ${answer.answeredMs.toFixed(0)} ms after ${inMiB(answer.consumed)} taken`);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: 'The upload is too large.' });
    expect(answer.answeredMs).toBeLessThan(3000);
    expect(answer.closed).toBe(true);
    expect(answer.consumed).toBeLessThan(64 * MiB);
  });

  it('refuses a form whose Content-Length alone passes the whole limit before reading any of it', { timeout: 60_000 }, async () => {
    const answer = await streamUpload(server, '/api/dashboard/brands', {
      token, lang: 'ar', head: brandHead(partHead('image', 'huge.png')), size: 2 * GiB, contentLength: 2 * GiB + 1024,
    });
    console.log(`2 GB declared: answered in ${answer.answeredMs.toFixed(0)} ms after ${inMiB(answer.consumed)} taken`);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: 'الملف المرفوع كبير جداً.' });
    expect(answer.answeredMs).toBeLessThan(3000);
    expect(answer.closed).toBe(true);
    expect(answer.consumed).toBeLessThan(64 * MiB);
  });

  it('answers an anonymous 2 GB upload 401 and closes the connection instead of reading the rest', { timeout: 60_000 }, async () => {
    const answer = await streamUpload(server, '/api/dashboard/brands', { head: brandHead(partHead('image', 'huge.png')), size: 2 * GiB });
    console.log(`2 GB anonymous: answered in ${answer.answeredMs.toFixed(0)} ms after ${inMiB(answer.consumed)} taken`);
    expect(answer.status).toBe(401);
    expect(answer.closed).toBe(true);
    expect(answer.consumed).toBeLessThan(64 * MiB);
  });
});

describeEachDatabase('an upload the client abandons', (suite) => {
  const lines: { level: number; msg?: string }[] = [];
  let server: TestServer, token: string;
  beforeAll(async () => {
    server = await suite.start({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(JSON.parse(line)) } });
    token = (await server.login('admin@example.com')).access_token;
  });

  it('is logged as a client abort, not as an unhandled error (issue 35, item 12)', { timeout: 30_000 }, async () => {
    const request = http.request(`${server.url}/api/dashboard/brands`, {
      method: 'POST',
      agent: false,
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    request.on('error', () => {});
    request.write(`${partHead('name[en]')}Left\r\n${partHead('image', 'half.png')}`);
    request.write(Buffer.alloc(256 * 1024));
    // A quarter of a megabyte of the picture is on its way: the client goes away.
    await new Promise((resolve) => setTimeout(resolve, 200));
    request.destroy();

    await expect.poll(() => lines.some((line) => line.msg === 'upload aborted by the client'), { timeout: 5000 }).toBe(true);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
