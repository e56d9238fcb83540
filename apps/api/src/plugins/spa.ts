import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { parseCookie } from 'cookie';
import { LOCALES, type Locale, SIGNED_IN_HINT_COOKIE, directionOf, isListScreen } from '@matjar/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ContentCoding, chooseCoding, varyOnAcceptEncoding } from '../lib/content-encoding.js';
import { localeOf } from '../lib/locale.js';

const prefixOf = (url: string): Locale | null => {
  const match = /^\/(ar|en)(\/|$)/.exec(url);
  return match ? (match[1] as Locale) : null;
};

/**
 * Scripts, stylesheets and fonts are never documents, so the headers that govern a
 * document (its CSP, framing, referrer, opener) do nothing on them; they cost about 600
 * bytes on each of the twenty-odd files of a first visit. `X-Content-Type-Options` and
 * `Cross-Origin-Resource-Policy`, which do apply to them, stay.
 */
const SUBRESOURCE = /\.(?:js|css|woff2)(?:\.br|\.gz)?$/;
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

type Page = Record<ContentCoding | 'identity', Buffer>;
/**
 * The kinds of page, each with the preloads it keeps, as the build tags them with
 * `data-route` (apps/web/build/locale-preloads.ts): the sign-in page its own; the signed-in
 * home the layout's; any other signed-in screen the layout's and what every screen loads;
 * a list (`LIST_SCREENS`) also what every list loads.
 */
const PRELOADS_OF = {
  'sign-in': ['sign-in'],
  home: ['signed-in'],
  screen: ['signed-in', 'screen'],
  list: ['signed-in', 'screen', 'list'],
  other: [],
} as const satisfies Record<string, readonly string[]>;
type Route = keyof typeof PRELOADS_OF;

/**
 * The sign-in page; the home screen, a list or another screen of the signed-in layout when the
 * browser says it holds a session (its hint cookie: otherwise the page would send it to
 * sign in, and the layout's preloads would only slow that down); anything else (password
 * recovery, impersonation).
 */
function routeOf(url: string, cookieHeader: string | undefined): Route {
  const rest = /^(?:\/(?:ar|en))?\/dashboard(?=[/?#]|$)\/?(.*)$/.exec(url)?.[1] ?? '';
  if (/^login(?:[/?#]|$)/.test(rest)) return 'sign-in';
  if (/^(?:password|password-reset|new-password|impersonate)(?:[/?#]|$)/.test(rest)) return 'other';
  if (parseCookie(String(cookieHeader ?? ''))[SIGNED_IN_HINT_COOKIE] !== '1') return 'other';
  if (/^(?:[?#]|$)/.test(rest)) return 'home';
  return isListScreen(rest.replace(/[?#].*$/s, '').replace(/\/$/, '')) ? 'list' : 'screen';
}

/** The tags the build marks for one language or one kind of page: preloads, and inline scripts (whose text holds no `<`). */
const TAGGED = /[ \t]*<(?:link\b[^>]*\bdata-(?:locale|route)="[^"]*"[^>]*>|script\b[^>]*\bdata-route="[^"]*"[^>]*>[^<]*<\/script>)\n?/g;

/**
 * index.html as one language gets it on one kind of page: `<html lang dir>` set, so Arabic
 * never flashes as LTR, and only the tags marked for that language (`data-locale`) and
 * that page (`data-route`). Made once at start in every coding, so no request compresses
 * anything.
 */
function pageFor(index: string, locale: Locale, route: Route): Page {
  const preloads: readonly string[] = PRELOADS_OF[route];
  const keep = (tag: string) => {
    const of = (attribute: string) => new RegExp(`\\b${attribute}="([\\w-]+)"`).exec(tag)?.[1];
    const tagRoute = of('data-route');
    return (of('data-locale') ?? locale) === locale && (tagRoute === undefined || preloads.includes(tagRoute));
  };
  const html = index
    .replace(/<html[^>]*>/, `<html lang="${locale}" dir="${directionOf(locale)}">`)
    .replace(TAGGED, (tag) => (keep(tag) ? tag : ''));
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

export interface WebApp {
  distDir: string;
  index: string;
  /** The CSP sources of index.html's inline scripts (`'sha256-…'`): only those run. */
  inlineScripts: string[];
}

/** The built web app, or null when it is not built. */
export function readWebApp(distDir: string): WebApp | null {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const index = fs.readFileSync(indexFile, 'utf8');
  const inlineScripts = [...index.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([^<]*)<\/script>/g)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text as string).digest('base64')}'`,
  );
  return { distDir, index, inlineScripts };
}

export async function registerSpa(app: FastifyInstance, web: WebApp | null): Promise<SendApp | null> {
  if (!web) {
    app.log.warn('web app not built: only the API is served');
    return null;
  }
  const { distDir, index } = web;
  const pages = new Map(
    LOCALES.flatMap((locale) => (Object.keys(PRELOADS_OF) as Route[]).map((route) => [`${locale} ${route}`, pageFor(index, locale, route)] as const)),
  );

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // `name.br` / `name.gz` beside each text file, with `Vary: Accept-Encoding`.
    preCompressed: true,
    setHeaders: (reply, file) => {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (SUBRESOURCE.test(file)) for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
    },
  });

  const sendApp: SendApp = (request, reply) => {
    const locale = prefixOf(request.url) ?? localeOf({ cookie: request.headers.cookie });
    const page = pages.get(`${locale} ${routeOf(request.url, request.headers.cookie)}`) as Page;
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
