import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { type Locale, directionOf } from '@matjar/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localeOf } from '../lib/locale.js';

const prefixOf = (url: string): Locale | null => {
  const match = /^\/(ar|en)(\/|$)/.exec(url);
  return match ? (match[1] as Locale) : null;
};

/**
 * Serves the built web app on the API's port: assets with long cache, and index.html for
 * every app route with `<html lang dir>` already set, so Arabic never flashes as LTR.
 */
export type SendApp = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

export async function registerSpa(app: FastifyInstance, distDir: string): Promise<SendApp | null> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built: only the API is served');
    return null;
  }
  const index = fs.readFileSync(indexFile, 'utf8');

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders: (res, file) => {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const sendApp: SendApp = (request, reply) => {
    const locale = prefixOf(request.url) ?? localeOf({ cookie: request.headers.cookie });
    const html = index.replace(/<html[^>]*>/, `<html lang="${locale}" dir="${directionOf(locale)}">`);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
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
