import { eq } from 'drizzle-orm';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { orderStatusHistory, orders } from '#server/db/schema.ts';
import type { Carrier } from '#shared/carriers.ts';
import { CANCELLED, ORDER_STATUSES, type OrderStatus } from '#shared/order-status.ts';
import type { PublishLive } from '../live/publish.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { ShopSettingsReader } from '../settings/store.ts';
import { orderStatusMail } from './status-mail.ts';
import { trackingOf } from './tracking.ts';

export type StatusChangeDeps = {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  /** The owner's settings now: the e-mail is signed with the shop's name. */
  settings: ShopSettingsReader;
  /** Moves the tracker on the customer's open order page and the admins' lists, when the change commits. */
  publishLive: PublishLive;
  /** Called after the commit when an e-mail was queued, to wake the mail worker. */
  onMailQueued?: () => void;
};

/** `not-placed`: before payment an order has no status the admin may set; `cancelled`: after cancelling neither. */
export type StatusChange = 'changed' | 'unchanged' | 'not-placed' | 'cancelled' | 'not-found';

const isPlaced = (status: string): status is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(status);

/**
 * The one way a placed order's status changes (docs/product.md#orders: any of the four, freely). In one transaction:
 * the order row is locked, its status and editedAt set, a history entry added and the customer's e-mail queued, so
 * the three never disagree. Saving the status the order already has changes nothing and e-mails nobody, unless it
 * brings a new tracking number (a shipped order's number corrected): that is recorded and sent like a change.
 */
export async function changeOrderStatus(
  { db, config, settings, publishLive, onMailQueued }: StatusChangeDeps,
  orderId: string,
  status: OrderStatus,
  tracking?: { carrier: Carrier; number: string },
): Promise<StatusChange> {
  const result = await db.transaction(async (tx): Promise<StatusChange> => {
    const [order] = await tx
      .select({
        status: orders.status,
        email: orders.email,
        userId: orders.userId,
        trackingCarrier: orders.trackingCarrier,
        trackingNumber: orders.trackingNumber,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) return 'not-found';
    if (order.status === CANCELLED) return 'cancelled';
    if (!isPlaced(order.status)) return 'not-placed';
    const newTracking =
      tracking && (tracking.carrier !== order.trackingCarrier || tracking.number !== order.trackingNumber);
    if (order.status === status && !newTracking) return 'unchanged';
    const parcel = tracking
      ? trackingOf({ trackingCarrier: tracking.carrier, trackingNumber: tracking.number })
      : null;
    await tx
      .update(orders)
      .set({
        status,
        editedAt: new Date(),
        ...(tracking && { trackingCarrier: tracking.carrier, trackingNumber: tracking.number }),
      })
      .where(eq(orders.id, orderId));
    await tx
      .insert(orderStatusHistory)
      .values({ orderId, status, note: parcel && `${parcel.carrierName} ${parcel.number}` });
    await publishLive(tx, 'order-status', { orderId, status }, { userId: order.userId, admins: true });
    await enqueueMail(
      tx,
      orderStatusMail({
        to: order.email,
        orderId,
        status,
        shopName: settings().name,
        orderUrl: `${config.publicUrl}/order-details/${orderId}`,
        tracking: parcel,
      }),
    );
    return 'changed';
  });
  if (result === 'changed') onMailQueued?.();
  return result;
}
