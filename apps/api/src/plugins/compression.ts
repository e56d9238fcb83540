import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { type ContentCoding, chooseCoding, varyOnAcceptEncoding } from '../lib/content-encoding.js';

/** Smaller answers gain less than the headers and the CPU cost. */
export const COMPRESS_MIN_BYTES = 1024;
/** Above this, compression leaves the event loop for the thread pool. */
const SYNC_MAX_BYTES = 64 * 1024;
const COMPRESSIBLE = /^(?:application\/(?:json|problem\+json|xml|javascript)|text\/)/;

// Cheap levels: a list page compresses in about 0.1 ms, the OpenAPI document in about 1 ms,
// to within 10-20 % of the best ratio (bench/README.md "Compression"). Brotli's window is
// 256 KB (not 4 MB): every answer gets a fresh encoder, and ten at once each zeroing a 4 MB
// ring buffer cost more than the compression itself.
const BROTLI_WINDOW_BITS = 18;
const brotliOptions = (size: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const GZIP: ZlibOptions = { level: 4 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compress(body: Buffer, coding: ContentCoding): Buffer | Promise<Buffer> {
  const options = coding === 'br' ? brotliOptions(body.length) : { ...GZIP };
  if (body.length <= SYNC_MAX_BYTES) return coding === 'br' ? brotliCompressSync(body, options) : gzipSync(body, options);
  return coding === 'br' ? brotliAsync(body, options) : gzipAsync(body, options);
}

/**
 * Compresses API answers above 1 KB on the fly, brotli or gzip by `Accept-Encoding`, with
 * `Vary: Accept-Encoding`: the picker lists (up to 10,000 rows) and the OpenAPI document
 * shrink to a tenth. The web app's files are built precompressed and sent as they are
 * (plugins/spa.ts); streams (media, exports) and anything already encoded pass untouched.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_MIN_BYTES || !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    varyOnAcceptEncoding(reply);
    const coding = chooseCoding(request.headers['accept-encoding']);
    if (!coding) return payload;
    const compressed = await compress(body, coding);
    reply.header('content-encoding', coding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
