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
 * Answers an image file with its ETag (a stored name is never reused, so its size and name
 * say whether it changed), 304 when the client has it; the caller says who may cache it.
 */
export async function sendImage(request: FastifyRequest, reply: FastifyReply, found: string, tag: string, cacheControl: string) {
  const stat = await fs.stat(found);
  const etag = `"${tag}-${stat.size}"`;
  reply.header('cache-control', cacheControl).header('etag', etag).header('last-modified', stat.mtime.toUTCString());
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('image/webp').header('content-length', stat.size).send(createReadStream(found));
}

/**
 * `GET /api/media/{w}x{h}/{file}` and `GET /api/media/{file}` (50x50). Public: images are
 * storefront assets and `<img>` sends no bearer token. Stored names are random and never
 * reused, so an answer never changes: cached for a year as immutable, with an ETag.
 * Private images (a ticket's pictures) are not in this store's folder: never served here.
 */
export function mediaRoutes(media: MediaStore) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    async function send(request: FastifyRequest, reply: FastifyReply, size: string, file: string) {
      const found = await media.resized(file, size);
      if (!found) throw notFound();
      // A storefront on another origin may show these images.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return sendImage(request, reply, found, `${size}-${file.slice(0, 32)}`, `public, max-age=${ONE_YEAR}, immutable`);
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
