import fs from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { DEMO_PASSWORD, type TestServer, describeEachDatabase } from './harness.js';

/** A self-signed certificate for localhost and 127.0.0.1, for these tests only. */
const tlsDir = path.join(import.meta.dirname, 'fixtures/tls');
const TLS_ENV = { TLS_KEY_FILE: path.join(tlsDir, 'localhost.key'), TLS_CERT_FILE: path.join(tlsDir, 'localhost.crt') };
const ca = fs.readFileSync(TLS_ENV.TLS_CERT_FILE);

interface Http2Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: Buffer;
}

/** One request on an HTTP/2 session, with the body as it crossed the wire. */
function ask(session: http2.ClientHttp2Session, headers: http2.OutgoingHttpHeaders, body?: string): Promise<Http2Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request(headers);
    let answer: http2.IncomingHttpHeaders = {};
    const chunks: Buffer[] = [];
    stream.on('response', (received) => (answer = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ status: Number(answer[':status']), headers: answer, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
    stream.end(body);
  });
}

describeEachDatabase('HTTPS with HTTP/2', (suite) => {
  let server: TestServer;
  let session: http2.ClientHttp2Session;
  let webDist: string;
  beforeAll(async () => {
    // A built web app of one page: the suite runs before the real build.
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'matjar-web-dist-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html>\n<html lang="en" dir="ltr"><body><div id="root"></div></body></html>\n');
    server = await suite.start({ ...TLS_ENV, WEB_DIST: webDist });
    session = http2.connect(server.url, { ca });
  });
  afterAll(() => {
    session?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the app over HTTP/2, precompressed, with the HTTPS-only headers', async () => {
    const page = await ask(session, { ':path': '/en/dashboard/products', 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(String(page.headers.vary)).toMatch(/accept-encoding/i);
    expect(page.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(brotliDecompressSync(page.body).toString()).toContain('<html lang="en" dir="ltr">');
    const arabic = await ask(session, { ':path': '/ar/dashboard/products', 'accept-encoding': 'br' });
    expect(brotliDecompressSync(arabic.body).toString()).toContain('<html lang="ar" dir="rtl">');
  });

  it('signs in and opens the notifications stream over HTTP/2', async () => {
    const login = await ask(
      session,
      { ':method': 'POST', ':path': '/api/login', 'content-type': 'application/json' },
      JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
    );
    expect(login.status).toBe(200);
    const { access_token: token } = JSON.parse(login.body.toString()).data;
    const ticket = await ask(session, { ':method': 'POST', ':path': '/api/dashboard/notifications/ticket', authorization: `Bearer ${token}` });
    expect(ticket.status).toBe(200);
    const stream = session.request({ ':path': `/api/notifications/stream?ticket=${JSON.parse(ticket.body.toString()).data.ticket}` });
    const [headers, first] = await Promise.all([
      new Promise<http2.IncomingHttpHeaders>((resolve) => stream.once('response', resolve)),
      new Promise<string>((resolve) => stream.once('data', (chunk: Buffer) => resolve(chunk.toString()))),
    ]);
    stream.close();
    expect(headers[':status']).toBe(200);
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers.connection).toBeUndefined();
    expect(first).toContain('retry: 3000');
  });

  it('still answers a client that offers only HTTP/1.1', async () => {
    const status = await new Promise<number>((resolve, reject) =>
      https.get(`${server.url}/api/bootstrap`, { ca }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      }).on('error', reject),
    );
    expect(status).toBe(200);
  });
});

it('refuses a TLS key without its certificate, and the other way round', () => {
  expect(() => loadConfig({ TLS_KEY_FILE: TLS_ENV.TLS_KEY_FILE })).toThrow(/TLS_KEY_FILE and TLS_CERT_FILE go together/);
  expect(() => loadConfig({ TLS_CERT_FILE: TLS_ENV.TLS_CERT_FILE })).toThrow(/TLS_KEY_FILE and TLS_CERT_FILE go together/);
  expect(loadConfig({}).tls).toBeUndefined();
});
