import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type Stripe from 'stripe';
import type { PageRenderer } from '#shared/contract/rendered-page.ts';
import { loadStripe, zodSchemaController } from './app-loading.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { openEventBus } from './events/bus.ts';
import { startHousekeeping } from './housekeeping.ts';
import { withSafeSerializers } from './log-safety.ts';
import { addressRoutes } from './modules/addresses/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { createAuth } from './modules/auth/auth.ts';
import { backgroundScrypt, hashingThreads } from './modules/auth/background-scrypt.ts';
import { hashingGate } from './modules/auth/hashing-gate.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { sharedSecret } from './modules/auth/secret.ts';
import { guards as makeGuards } from './modules/auth/session.ts';
import { followCatalogChanges } from './modules/catalog/follow-changes.ts';
import { catalogRepository } from './modules/catalog/repository.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { catalogService } from './modules/catalog/service.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { contactService } from './modules/contact/service.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { liveChannel } from './modules/live/channel.ts';
import { liveHub } from './modules/live/hub.ts';
import { livePublisher } from './modules/live/publish.ts';
import { liveRoutes } from './modules/live/routes.ts';
import { createMailTransport } from './modules/mail/transport.ts';
import { startMailWorker } from './modules/mail/worker.ts';
import { mediaRenderer, mediaRoutes } from './modules/media/routes.ts';
import { paymentOutcomes } from './modules/orders/finalise.ts';
import { startOrderJobs } from './modules/orders/order-jobs.ts';
import { orderStatusOf } from './modules/orders/repository.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { testProvider } from './modules/payments/test-provider.ts';
import { testPaymentRoutes } from './modules/payments/test-routes.ts';
import { offersRoutes } from './modules/promotions/offers-routes.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { reviewsService } from './modules/reviews/service.ts';
import { seo } from './modules/seo/routes.ts';
import { openSettings } from './modules/settings/open.ts';
import { shopRoutes } from './modules/shop/routes.ts';
import { canonicalPath } from './plugins/canonical-path.ts';
import { errorHandler, frameworkErrors } from './plugins/error-handler.ts';
import { jsonBody } from './plugins/json-body.ts';
import { metrics } from './plugins/metrics.ts';
import { openapi } from './plugins/openapi.ts';
import { sameOrigin } from './plugins/same-origin.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { storableText } from './plugins/storable-text.ts';
import { web } from './plugins/web.ts';
import { loadPageRenderer, renderedPages } from './ssr/pages.ts';

export type AppDeps = {
  config: Config;
  /** Opened and migrated by the caller. */
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** The mail worker delivers the outbox in the background; tests that read the outbox turn it off. */
  mailWorker?: boolean;
  /** The worker that expires unpaid orders; tests run the expiry themselves. */
  orderExpiry?: boolean;
  /** A Stripe client of one's own (tests point it at a local stand-in for Stripe's API). */
  stripeClient?: Stripe;
  /** The storefront's page renderer; by default the built one (dist/ssr), if the build has run. */
  pageRenderer?: PageRenderer;
};

/** Infrastructure plugins, then the feature modules, then the storefront. */
export async function buildApp({
  config,
  database,
  logger,
  mailWorker = true,
  orderExpiry = true,
  stripeClient,
  pageRenderer,
}: AppDeps) {
  const { trustProxy } = config;
  const app = Fastify({
    // Errors and requests are logged without the values in them (log-safety.ts).
    logger: withSafeSerializers(
      logger ?? {
        level: config.logLevel,
        // Readable lines for a person at the terminal; JSON (the default) for a log collector.
        ...(config.logFormat === 'pretty'
          ? {
              transport: {
                target: 'pino-pretty',
                options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
              },
            }
          : {}),
      },
    ),
    // A hop count becomes Fastify's trust function (its types take addresses or a function, not a number).
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // Long enough for a slow phone, short enough that a stuck client does not hold a socket.
    requestTimeout: 30_000,
    // Errors Fastify answers before routing (a malformed %-escape) in the API's one shape too.
    frameworkErrors,
    // zod's compilers from the start: Fastify does not load its own (app-loading.ts).
    schemaController: zodSchemaController,
  });
  app.decorateRequest('user', null);
  // Every route as registered, so a test can walk all of /api/admin (today's and every future one).
  const routes: { method: string; url: string }[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) routes.push({ method, url: r.url });
  });

  await app.register(errorHandler);
  await app.register(jsonBody);
  await app.register(canonicalPath);
  await app.register(storableText);
  await app.register(sameOrigin, { publicUrl: config.publicUrl });
  await app.register(securityHeaders, {
    stripe: config.payments.mode === 'stripe',
    google: !!config.auth.google,
    https: config.publicUrl.startsWith('https://'),
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(openapi, { ui: config.env !== 'production' });
  // Filled in below as each cache is made; the metrics read them when asked.
  const caches: Record<string, () => number> = {};
  await app.register(metrics, {
    token: config.metricsToken,
    database,
    liveStreams: () => app.services.live.connections,
    caches,
  });

  const { db } = database;
  const transport = createMailTransport({
    smtpUrl: config.mail.smtpUrl,
    dataDir: config.dataDir,
    log: (msg) => app.log.info(msg),
  });
  const worker = mailWorker ? startMailWorker({ db, transport, from: config.mail.from, log: app.log }) : null;
  // One gate per instance for every password hash (decision 016), run on niced threads (decision 027).
  const hashing = hashingGate(config.passwordHashing);
  const scrypt = backgroundScrypt(hashingThreads(config.passwordHashing));
  // Events between instances (PostgreSQL NOTIFY): orders, stock, the catalogue and the owner's settings.
  const bus = await openEventBus(database, app.log);
  const settings = await openSettings(db, bus, config.settingsSeed, app.log);
  const current = () => settings.store.values;
  const auth = createAuth({
    hashing: { gate: hashing, scrypt },
    db,
    config,
    settings: current,
    secret: config.auth.secret ?? (await sharedSecret(db, 'auth_secret')),
    onMailQueued: () => worker?.nudge(),
    log: app.log,
  });
  const guards = makeGuards(auth);
  const catalog = catalogService(catalogRepository(db), {
    responseCacheSeconds: config.catalogCacheSeconds,
    responseCacheBytes: config.catalogCacheBytes,
    searchMemo: config.catalogSearchMemo,
  });
  caches.listings = () => catalog.cacheBytes().listings;
  caches.searches = () => catalog.cacheBytes().searches;
  // Stripe (its SDK loaded only when set up: app-loading.ts), or the test-card provider (docs/product.md#payments).
  const testPayments = testProvider(db);
  const stripeSettings = config.payments.stripe;
  const stripe = stripeSettings && (await loadStripe());
  const stripePayments =
    stripe && stripeSettings && stripe.stripeProvider({ ...stripeSettings, stripe: stripeClient });
  const provider = stripePayments ?? testPayments;
  const live = liveHub();
  await bus.subscribe(liveChannel, live.deliver);
  await followCatalogChanges(bus, catalog);
  const publishLive = livePublisher(bus);
  const stopPruning = startHousekeeping(db, app.log);
  const finalise = {
    db,
    config,
    settings: current,
    publishLive,
    onMailQueued: () => worker?.nudge(),
    onPaymentFailed: () => app.shopCounters.paymentFailed(),
    log: app.log,
  };
  const refunding = { ...finalise, provider };
  app.decorate('services', {
    auth,
    catalog,
    guards,
    provider,
    bus,
    live,
    publishLive,
    hashing,
    settings: settings.store,
  });
  // Expiry of unpaid orders, payments reported late and refunds awaiting the provider (order-jobs.ts).
  const orderJobs = orderExpiry ? startOrderJobs(finalise, refunding, provider, app.log) : null;
  app.addHook('onClose', async () => {
    await orderJobs?.stop();
    stopPruning();
    settings.store.stop();
    await bus.close();
    await worker?.stop();
    await transport.close();
    await scrypt.close();
  });

  await app.register(healthRoutes, { database, catalog });
  await app.register(shopRoutes, {
    settings: current,
    features: { google: !!config.auth.google, demoLogin: config.auth.demoLogin },
  });
  await app.register(authRoutes, { auth, db, config, hashing });
  await app.register(catalogRoutes, { catalog });
  await app.register(offersRoutes, { db });
  const images = mediaRenderer(db);
  caches.images = () => images.cachedBytes;
  await app.register(mediaRoutes, { renderer: images });
  await app.register(checkoutRoutes, { db, settings: current, guards, provider, publishLive });
  await app.register(orderRoutes, { db, guards, provider, finalise, refunding });
  await app.register(documentRoutes, { db, guards, settings: current });
  await app.register(addressRoutes, { db, guards });
  if (stripeSettings && stripePayments && stripe) {
    // A plain (encapsulated) plugin: its raw-body JSON parser must not reach the other routes.
    await app.register(stripe.stripeWebhookRoutes, {
      stripe: stripePayments.stripe,
      webhookSecret: stripeSettings.webhookSecret,
      ...paymentOutcomes(finalise, refunding, 'stripe'),
    });
  } else {
    await app.register(testPaymentRoutes, {
      db,
      guards,
      provider: testPayments,
      ...paymentOutcomes(finalise, refunding, 'test'),
      orderStatusOf: (orderId, userId) => orderStatusOf(db, orderId, userId),
    });
  }
  await app.register(reviewRoutes, {
    // A new rating shows on this instance's cached listings at once; other instances hear the trigger's NOTIFY.
    reviews: reviewsService({ db, onRatingChanged: () => catalog.invalidate() }),
    guards,
  });
  await app.register(contactRoutes, {
    contact: contactService({ db, shop: current, onMailQueued: () => worker?.nudge() }),
  });
  await app.register(adminRoutes, {
    prefix: '/api/admin',
    db,
    guards,
    config,
    settings,
    provider,
    onCatalogChanged: () => app.services.catalog.invalidate(),
    nudgeMail: () => worker?.nudge(),
    publishLive,
    refunding,
  });
  await app.register(liveRoutes, { db, auth, hub: live, heartbeatSeconds: config.liveHeartbeatSeconds });
  await app.register(seo, { db, publicUrl: config.publicUrl });

  const pages = renderedPages(app, {
    renderer: pageRenderer ?? (await loadPageRenderer(config.ssrEntry)),
    root: config.webRoot,
    publicUrl: config.publicUrl,
    cacheBytes: config.pageCacheBytes,
    catalogGeneration: catalog.generation,
    settingsVersion: () => settings.store.version,
  });
  if (pages) caches.pages = pages.cachedBytes;
  await app.register(web, { root: config.webRoot, pages });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: { method: string; url: string }[];
    services: {
      auth: import('./modules/auth/auth.ts').Auth;
      hashing: import('./modules/auth/hashing-gate.ts').HashingGate;
      catalog: import('./modules/catalog/service.ts').CatalogService;
      guards: import('./modules/auth/session.ts').Guards;
      provider: import('./modules/payments/provider.ts').PaymentProvider;
      bus: import('./events/bus.ts').EventBus;
      live: import('./modules/live/hub.ts').LiveHub;
      publishLive: import('./modules/live/publish.ts').PublishLive;
      settings: import('./modules/settings/store.ts').SettingsStore;
    };
  }
}
