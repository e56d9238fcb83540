import fs from 'node:fs';
import type { FastifyHttpOptions } from 'fastify';
import type http from 'node:http';
import type { TlsFiles } from '../config.js';

/**
 * The server's transport: plain HTTP/1.1, or with a key and certificate HTTPS with HTTP/2
 * (HTTP/1.1 still answered to clients that offer nothing else). A phone's first visit asks
 * for about fifty files: over HTTP/1.1 it fetches six at a time, a round trip each; over
 * HTTP/2 all of them on one connection (docs/decisions/0013).
 *
 * Typed as the HTTP/1.1 server's options: Node's HTTP/2 compatibility layer gives routes
 * the same request and response interface, and the code that writes to the socket itself
 * (the event stream) sends no header that HTTP/2 forbids.
 */
export function transportOf(tls: TlsFiles | undefined): FastifyHttpOptions<http.Server> {
  if (!tls) return {};
  const secure = { http2: true, https: { allowHTTP1: true, key: fs.readFileSync(tls.keyFile), cert: fs.readFileSync(tls.certFile) } };
  return secure as unknown as FastifyHttpOptions<http.Server>;
}
