import type { EventBus } from '#server/events/bus.ts';
import { liveChannel } from '../live/channel.ts';
import { catalogChannel } from './channel.ts';
import type { CatalogService } from './service.ts';

/** Keeps this instance's catalogue caches true to changes made on any instance, as soon as they are heard. */
export async function followCatalogChanges(bus: EventBus, catalog: CatalogService) {
  // A product's stock moved (its live stock event): its cached answer goes.
  await bus.subscribe(liveChannel, (e) => {
    if (e.kind === 'stock' && e.productId) catalog.forgetProduct(e.productId);
  });
  // Product changes (a trigger's NOTIFY, migration 0011): cached listings go at once.
  await bus.subscribe(catalogChannel, ({ version }) => catalog.invalidate(version ?? undefined));
}
