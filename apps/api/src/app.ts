import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { translateMessage } from '@matjar/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { type Db, type Dialect, migrateToLatest, openDatabase } from './db/database.js';
import { seedDemo } from './db/seed.js';
import { createCountCache } from './lib/count-cache.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { brandsRoutes } from './modules/brands/brands.routes.js';
import { createBrandsService } from './modules/brands/brands.service.js';
import { categoriesRoutes } from './modules/categories/categories.routes.js';
import { createCategoriesService } from './modules/categories/categories.service.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { loadSigningSecret } from './modules/auth/secrets.js';
import { createSessionContext } from './modules/auth/session-context.js';
import { createAccessTokens } from './modules/auth/tokens.js';
import { historyRoutes } from './modules/history/history.routes.js';
import { impersonationRoutes } from './modules/impersonation/impersonation.routes.js';
import { createImpersonationService } from './modules/impersonation/impersonation.service.js';
import { createMailer } from './modules/mail/mailer.js';
import { createMediaStore } from './modules/media/media-store.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { passwordsRoutes } from './modules/passwords/passwords.routes.js';
import { createPasswordsService } from './modules/passwords/passwords.service.js';
import { productsRoutes } from './modules/products/products.routes.js';
import { createProductsService } from './modules/products/products.service.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { createProfileService } from './modules/profile/profile.service.js';
import { rolesRoutes } from './modules/roles/roles.routes.js';
import { createRolesService } from './modules/roles/roles.service.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { unitsRoutes } from './modules/units/units.routes.js';
import { createUnitsService } from './modules/units/units.service.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { createUsersService } from './modules/users/users.service.js';
import { addressesRoutes } from './modules/addresses/addresses.routes.js';
import { createAddressesService } from './modules/addresses/addresses.service.js';
import { cartsRoutes } from './modules/carts/carts.routes.js';
import { createCartsService } from './modules/carts/carts.service.js';
import { currenciesRoutes } from './modules/currencies/currencies.routes.js';
import { createCurrenciesService } from './modules/currencies/currencies.service.js';
import { customersRoutes } from './modules/customers/customers.routes.js';
import { createCustomersService } from './modules/customers/customers.service.js';
import { createCitiesService } from './modules/places/cities.service.js';
import { createCountriesService } from './modules/places/countries.service.js';
import { createGovernoratesService } from './modules/places/governorates.service.js';
import { placesRoutes } from './modules/places/places.routes.js';
import { createRegionsService } from './modules/places/regions.service.js';
import { createOrderInvoices } from './modules/orders/order-invoices.js';
import { createOrderTransitions } from './modules/orders/order-transitions.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { createOrdersService } from './modules/orders/orders.service.js';
import { orderCommentsRoutes } from './modules/order-comments/order-comments.routes.js';
import { createOrderCommentsService } from './modules/order-comments/order-comments.service.js';
import { paymentMethodsRoutes } from './modules/payment-methods/payment-methods.routes.js';
import { createPaymentMethodsService } from './modules/payment-methods/payment-methods.service.js';
import { registerErrorHandling } from './plugins/errors.js';
import { trackAllowedMethods } from './plugins/allowed-methods.js';
import { registerCompression } from './plugins/compression.js';
import { registerForms } from './plugins/forms.js';
import { type RouteDeclaration, registerGuard } from './plugins/guard.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerSpa } from './plugins/spa.js';

export interface App {
  app: FastifyInstance;
  db: Db;
  dialect: Dialect;
  /** Every registered route with its declared permission (the guard's list). */
  routes: RouteDeclaration[];
  close: () => Promise<void>;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole server: database migrated (and seeded outside production), routes, web app. */
export async function buildApp(config: Config): Promise<App> {
  const { db, dialect } = openDatabase(config.databaseUrl);
  await migrateToLatest(db);
  if (config.seedDemo) await seedDemo(db);

  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
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

  registerSecurityHeaders(app, {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
  });

  const tokens = createAccessTokens(await loadSigningSecret(db, config.jwtSecret), config.accessTokenSeconds);
  const sessions = createSessionContext(db, tokens);
  const routes = registerGuard(app, sessions.resolve);
  registerErrorHandling(app);
  await registerForms(app);
  await registerOpenApi(app);

  const auth = createAuthService(db, tokens, config);
  const mailer = createMailer(config.mail, app.log);
  app.addHook('onClose', mailer.drain);

  await app.register(authRoutes(auth));
  await app.register(systemRoutes(config, sessions.clear));
  await app.register(historyRoutes(db));
  await app.register(usersRoutes(createUsersService(db, mailer, config.appUrl)));
  await app.register(rolesRoutes(createRolesService(db)));
  await app.register(passwordsRoutes(createPasswordsService(db, mailer, config)));
  await app.register(profileRoutes(createProfileService(db, config)));
  await app.register(impersonationRoutes(createImpersonationService(db, auth)));
  await app.register(unitsRoutes(createUnitsService(db)));
  const media = createMediaStore(config.mediaDir);
  const products = createProductsService(db, dialect, media);
  await app.register(mediaRoutes(media));
  await app.register(brandsRoutes(createBrandsService(db, media)));
  await app.register(categoriesRoutes(createCategoriesService(db, media, products)));
  await app.register(productsRoutes(products));
  await app.register(
    placesRoutes({
      countries: createCountriesService(db),
      governorates: createGovernoratesService(db),
      cities: createCitiesService(db),
      regions: createRegionsService(db),
    }),
  );
  await app.register(currenciesRoutes(createCurrenciesService(db, dialect)));
  await app.register(customersRoutes(createCustomersService(db, dialect)));
  await app.register(addressesRoutes(createAddressesService(db)));
  await app.register(cartsRoutes(createCartsService(db)));
  // Every write to orders or their invoices voids the orders list's cached totals.
  const orderCounts = createCountCache();
  await app.register(ordersRoutes(createOrdersService(db, dialect, orderCounts), createOrderTransitions(db, orderCounts), createOrderInvoices(db, orderCounts)));
  await app.register(orderCommentsRoutes(createOrderCommentsService(db)));
  await app.register(paymentMethodsRoutes(createPaymentMethodsService(db)));

  const sendApp = await registerSpa(app, config.webDist ?? defaultWebDist);
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
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}
