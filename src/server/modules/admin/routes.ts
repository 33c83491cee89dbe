import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import type { Guards } from '../auth/session.ts';
import type { PublishLive } from '../live/publish.ts';
import { mediaRepository } from '../media/repository.ts';
import type { RefundDeps } from '../orders/refund-settlement.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { adminPromotionRoutes } from '../promotions/admin-routes.ts';
import { promotionsRepository } from '../promotions/repository.ts';
import { adminSettingsRoutes } from '../settings/admin-routes.ts';
import type { OpenSettings } from '../settings/open.ts';
import { adminDashboardRoutes } from './dashboard-routes.ts';
import { mailboxRepository } from './mailbox-repository.ts';
import { adminMailboxRoutes } from './mailbox-routes.ts';
import { messagesRepository } from './messages-repository.ts';
import { adminMessagesRoutes } from './messages-routes.ts';
import { adminOrdersRepository } from './orders-repository.ts';
import { adminOrderRoutes } from './orders-routes.ts';
import { adminPaperworkRoutes } from './paperwork-routes.ts';
import { adminProductsRepository } from './products-repository.ts';
import { adminProductRoutes } from './products-routes.ts';
import { adminProductsService } from './products-service.ts';
import { adminUploadRoutes } from './uploads-routes.ts';

type Deps = {
  db: Db;
  guards: Guards;
  config: Pick<Config, 'publicUrl'>;
  /** The owner's settings: this instance's copy, and where a change is saved (the Settings page). */
  settings: OpenSettings;
  /** Cancels the payment of a checkout the admin releases. */
  provider: Pick<PaymentProvider, 'cancelIntent'>;
  /** Drops the storefront's catalogue caches; called after every committed product write. */
  onCatalogChanged: () => void;
  /** Wakes the mail worker after a message was queued (status e-mails, a retried message). */
  nudgeMail: () => void;
  /** Raises live events (a status change reaches the customer's open order page). */
  publishLive: PublishLive;
  /** What cancelling and refunding an order needs (orders/refunds.ts). */
  refunding: RefundDeps;
};

/**
 * Everything under /api/admin. The guard is a hook on this whole plugin and every area's routes are registered
 * inside it, so a route added later cannot forget it (admin-routes.test.ts walks every registered route to prove it).
 */
export const adminRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  const { db, guards, config, settings, provider, onCatalogChanged, nudgeMail, publishLive, refunding } =
    deps;
  app.addHook('onRequest', guards.requireAdmin);

  const media = mediaRepository(db);
  const products = adminProductsRepository(db);
  const current = () => settings.store.values;
  const statusChange = { db, config, settings: current, publishLive, onMailQueued: nudgeMail };

  await app.register(adminDashboardRoutes, { db, settings: current });
  await app.register(adminProductRoutes, {
    repo: products,
    service: adminProductsService(products, media, onCatalogChanged),
  });
  await app.register(adminUploadRoutes, { media });
  const orders = adminOrdersRepository(db);
  await app.register(adminOrderRoutes, {
    repo: orders,
    statusChange,
    release: { db, provider, publishLive },
    refunding,
    settings: current,
  });
  await app.register(adminPaperworkRoutes, { db, repo: orders, settings: current });
  await app.register(adminMailboxRoutes, { repo: mailboxRepository(db), nudgeMail });
  await app.register(adminMessagesRoutes, { repo: messagesRepository(db) });
  await app.register(adminPromotionRoutes, { repo: promotionsRepository(db) });
  await app.register(adminSettingsRoutes, settings);
};
