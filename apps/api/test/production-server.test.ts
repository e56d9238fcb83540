import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startProductionServer } from './production-server.js';

/**
 * Issue 12, findings 1 and 3, against the server as production runs it (the bundle, in its
 * own process, with its Node options): one process's memory and prototype are what count.
 */

const MiB = 1024 * 1024;

/** A multipart body of `files` file parts of 1 MiB each, produced as it is sent, never held whole. */
function uploadBody(boundary: string, files: number): ReadableStream<Uint8Array> {
  const megabyte = new Uint8Array(MiB).fill(0x61);
  const encoder = new TextEncoder();
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) {
        controller.enqueue(encoder.encode(`--${boundary}\r\ncontent-disposition: form-data; name="email"\r\n\r\nx@example.com\r\n`));
      }
      if (sent === files) {
        controller.enqueue(encoder.encode(`--${boundary}--\r\n`));
        controller.close();
        return;
      }
      controller.enqueue(
        encoder.encode(`--${boundary}\r\ncontent-disposition: form-data; name="f${sent}"; filename="f${sent}.bin"\r\ncontent-type: application/octet-stream\r\n\r\n`),
      );
      controller.enqueue(megabyte);
      controller.enqueue(encoder.encode('\r\n'));
      sent += 1;
    },
  });
}

describe('the server as production starts it', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startProductionServer();
  }, 120_000);
  afterAll(() => server?.stop());

  it('stays closed to anonymous callers after forms with __proto__ and constructor keys', async () => {
    for (const key of ['__proto__[public]', 'constructor[prototype][public]']) {
      const form = new FormData();
      form.append(key, '1');
      form.append('email', 'x');
      form.append('password', 'y');
      const answer = await fetch(`${server.url}/api/login`, { method: 'POST', body: form });
      expect(answer.status, key).toBe(422);
    }
    for (const path of ['/api/dashboard/users', '/api/dashboard/history', '/api/dashboard/orders']) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(401);
    }
    const role = await fetch(`${server.url}/api/dashboard/roles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Open door', permissions: ['users.*'] }),
    });
    expect(role.status).toBe(401);
  });

  it('holds no anonymous uploads: 48 callers posting 20 files of 1 MiB to the sign-in raise peak memory by less than 150 MiB', async () => {
    const before = await server.peakMemory();
    const statuses = await Promise.all(
      Array.from({ length: 48 }, async (_, i) => {
        const boundary = `matjar-boundary-${i}`;
        try {
          const answer = await fetch(`${server.url}/api/login`, {
            method: 'POST',
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
            body: uploadBody(boundary, 20),
            duplex: 'half',
          } as RequestInit);
          return answer.status;
        } catch {
          // The server closes the connection once it has refused: the rest is never sent.
          return 'closed';
        }
      }),
    );
    const after = await server.peakMemory();
    console.log(`peak memory: ${(before / MiB).toFixed(0)} MiB before, ${(after / MiB).toFixed(0)} MiB after (+${((after - before) / MiB).toFixed(1)} MiB)`);
    expect(statuses.every((status) => status === 415 || status === 'closed'), JSON.stringify(statuses)).toBe(true);
    expect((after - before) / MiB).toBeLessThan(150);
    // Still serving, and refusing a file with 415: a small one, sent whole before the answer
    // (a slow machine may see every large one's connection closed instead). The client's pool
    // may hand out a connection the server closed after a refusal: one more try gets a new one.
    const retried = (url: string, init?: RequestInit) => fetch(url, init).catch(() => fetch(url, init));
    expect((await retried(`${server.url}/api/bootstrap`)).status).toBe(200);
    const small = new FormData();
    small.append('email', 'x@example.com');
    small.append('f0', new Blob(['a']), 'f0.bin');
    expect((await retried(`${server.url}/api/login`, { method: 'POST', body: small })).status).toBe(415);
  }, 120_000);
});
