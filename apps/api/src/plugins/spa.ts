import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { LOCALES, type Locale, directionOf } from '@matjar/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ContentCoding, chooseCoding, varyOnAcceptEncoding } from '../lib/content-encoding.js';
import { localeOf } from '../lib/locale.js';

const prefixOf = (url: string): Locale | null => {
  const match = /^\/(ar|en)(\/|$)/.exec(url);
  return match ? (match[1] as Locale) : null;
};

type Page = Record<ContentCoding | 'identity', Buffer>;

/**
 * index.html as one language gets it: `<html lang dir>` set, so Arabic never flashes as
 * LTR, and only that language's preloads (tagged `data-locale` by the build). Made once
 * at start in every coding, so no request compresses anything.
 */
function pageFor(index: string, locale: Locale): Page {
  const html = index
    .replace(/<html[^>]*>/, `<html lang="${locale}" dir="${directionOf(locale)}">`)
    .replace(/[ \t]*<link\b[^>]*\bdata-locale="(\w+)"[^>]*>\n?/g, (tag, of: string) => (of === locale ? tag : ''));
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/**
 * Serves the built web app on the API's port: assets with long cache, precompressed by
 * the build (`name.br`, `name.gz`) and chosen by `Accept-Encoding`, and index.html for
 * every app route in the request's language.
 */
export type SendApp = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

export async function registerSpa(app: FastifyInstance, distDir: string): Promise<SendApp | null> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built: only the API is served');
    return null;
  }
  const index = fs.readFileSync(indexFile, 'utf8');
  const pages = new Map(LOCALES.map((locale) => [locale, pageFor(index, locale)]));

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // `name.br` / `name.gz` beside each text file, with `Vary: Accept-Encoding`.
    preCompressed: true,
    setHeaders: (res, file) => {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const sendApp: SendApp = (request, reply) => {
    const locale = prefixOf(request.url) ?? localeOf({ cookie: request.headers.cookie });
    const page = pages.get(locale) as Page;
    const coding = chooseCoding(request.headers['accept-encoding']);
    varyOnAcceptEncoding(reply);
    if (coding) reply.header('content-encoding', coding);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page[coding ?? 'identity']);
  };

  app.get('/', (_request, reply) => reply.redirect('/dashboard'));
  app.get('/login', (_request, reply) => reply.redirect('/dashboard/login'));
  for (const prefix of ['', '/ar', '/en']) {
    app.get(`${prefix}/dashboard`, sendApp);
    app.get(`${prefix}/dashboard/*`, sendApp);
  }
  app.get('/ar', (_request, reply) => reply.redirect('/ar/dashboard'));
  app.get('/en', (_request, reply) => reply.redirect('/en/dashboard'));

  return sendApp;
}
