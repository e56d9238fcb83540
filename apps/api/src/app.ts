import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { translateMessage } from '@matjar/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { type Db, type Dialect, migrateToLatest, openDatabase } from './db/database.js';
import { seedDemo } from './db/seed.js';
import { createAccessTokens, createSessionContext, loadSigningSecret } from './modules/auth/index.js';
import { type Mailer, createMailer } from './modules/mail/index.js';
import { createMediaStore } from './modules/media/index.js';
import { createModuleContext } from './modules/module.js';
import { apiModules, migrations } from './modules/registry.js';
import { registerErrorHandling } from './plugins/errors.js';
import { trackAllowedMethods } from './plugins/allowed-methods.js';
import { registerCompression } from './plugins/compression.js';
import { registerForms } from './plugins/forms.js';
import { type RouteDeclaration, registerGuard } from './plugins/guard.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { readWebApp, registerSpa } from './plugins/spa.js';
import { transportOf } from './lib/transport.js';

export interface App {
  app: FastifyInstance;
  db: Db;
  dialect: Dialect;
  /** Every registered route with its declared permission (the guard's list). */
  routes: RouteDeclaration[];
  /** Its mail: `drain` settles every send under way (tests then read a complete outbox). */
  mailer: Mailer;
  close: () => Promise<void>;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Where the server's log lines go instead of stdout (a test reading what was logged). */
export interface AppOptions {
  logStream?: { write: (line: string) => void };
}

/** Builds the whole server: database migrated (and seeded outside production), routes, web app. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<App> {
  const { db, dialect } = openDatabase(config.databaseUrl);
  await migrateToLatest(db, migrations);
  const media = createMediaStore(config.mediaDir);
  if (config.seedDemo) await seedDemo(db, { media, storeTimeZone: config.storeTimeZone });

  const app = Fastify({
    ...transportOf(config.tls),
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'], ...(options.logStream && { stream: options.logStream }) },
    genReqId: (req) => String(req.headers['x-request-id'] ?? randomUUID()).slice(0, 100),
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers are about one user's data: no cache keeps them unless a route says so (media).
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  registerCompression(app);
  const allowedMethods = trackAllowedMethods(app);
  const web = readWebApp(config.webDist ?? defaultWebDist);

  registerSecurityHeaders(app, {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'", ...(web?.inlineScripts ?? [])],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
  });

  const tokens = createAccessTokens(await loadSigningSecret(db, config.jwtSecret), config.accessTokenSeconds);
  const sessions = createSessionContext(db, tokens);
  const routes = registerGuard(app, sessions.resolve);
  registerErrorHandling(app);
  await registerForms(app);
  await registerOpenApi(app);

  const mailer = createMailer(config.mail, app.log);
  app.addHook('onClose', mailer.drain);
  const context = createModuleContext({ db, dialect, config, media, mailer, tokens, clearCaches: sessions.clear }, apiModules);
  for (const module of apiModules) {
    if (module.routes) await app.register(module.routes(context));
  }

  const sendApp = await registerSpa(app, web);
  app.setNotFoundHandler((request, reply) => {
    if (sendApp && request.method === 'GET' && !request.url.startsWith('/api')) return sendApp(request, reply.status(404));
    const allow = allowedMethods(request.url);
    if (allow.length) {
      return reply.status(405).header('allow', allow.join(', ')).send({ message: translateMessage(request.locale, 'errors.method_not_allowed') });
    }
    return reply.status(404).send({ message: translateMessage(request.locale, 'errors.route_not_found') });
  });

  return {
    app,
    db,
    dialect,
    routes,
    mailer,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}
