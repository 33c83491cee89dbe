import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider } from '../payments/provider.ts';
import { startOrderExpiry } from './expiry.ts';
import type { FinaliseDeps } from './finalise.ts';
import { placePaidOrder, startPaymentReconciler } from './reconcile.ts';
import { type RefundDeps, startRefundSettlement } from './refund-settlement.ts';

/**
 * The orders module's jobs that run beside the requests, on every instance: unpaid orders expire after their hold
 * (a paid one is never expired: one whose payment was never reported is placed from the provider's answer);
 * sooner, a payment that succeeded unreported (a crash mid-confirm, a lost webhook) places its order; and pending
 * refunds are looked up, or sent again, until the provider settles them. `stop` ends all three.
 */
export function startOrderJobs(
  finalise: FinaliseDeps,
  refunding: RefundDeps,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
) {
  const { config, settings, db, publishLive } = finalise;
  const expiry = startOrderExpiry({
    db,
    provider,
    holdMinutes: () => settings().orderHoldMinutes,
    log,
    publishLive,
    placePaid: (order, intent) => placePaidOrder(finalise, provider.name, order, intent, log),
  });
  const reconciler = startPaymentReconciler({
    db,
    provider,
    finalise,
    minAgeMs: config.paymentReconcileSeconds * 1000,
    intervalMs: config.paymentReconcileSeconds * 1000,
    log,
  });
  const settlement = startRefundSettlement(refunding);
  return {
    async stop() {
      await expiry.stop();
      await reconciler.stop();
      await settlement.stop();
    },
  };
}
