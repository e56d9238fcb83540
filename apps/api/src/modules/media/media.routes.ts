import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { DEFAULT_MEDIA_SIZE } from '@matjar/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import type { MediaStore } from './media-store.js';

const ONE_YEAR = 31_536_000;

/**
 * `GET /api/media/{w}x{h}/{file}` and `GET /api/media/{file}` (50x50). Public: images are
 * storefront assets and `<img>` sends no bearer token. Stored names are random and never
 * reused, so an answer never changes: cached for a year as immutable, with an ETag.
 */
export function mediaRoutes(media: MediaStore) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    async function send(request: FastifyRequest, reply: FastifyReply, size: string, file: string) {
      const found = await media.resized(file, size);
      if (!found) throw notFound();
      const stat = await fs.stat(found);
      const etag = `"${size}-${file.slice(0, 32)}-${stat.size}"`;
      reply
        .header('cache-control', `public, max-age=${ONE_YEAR}, immutable`)
        .header('etag', etag)
        .header('last-modified', stat.mtime.toUTCString())
        // A storefront on another origin may show these images.
        .header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('image/webp').header('content-length', stat.size).send(createReadStream(found));
    }

    r.get('/api/media/:size/:file', {
      config: { public: true },
      schema: { tags: ['media'], params: z.object({ size: z.string().max(20), file: z.string().max(100) }) },
      handler: (request, reply) => send(request, reply, request.params.size, request.params.file),
    });

    r.get('/api/media/:file', {
      config: { public: true },
      schema: { tags: ['media'], params: z.object({ file: z.string().max(100) }) },
      handler: (request, reply) => send(request, reply, DEFAULT_MEDIA_SIZE, request.params.file),
    });
  };
}
