import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { codeRedemptions } from '#server/db/schema.ts';

// A code's use by one order (decision 020): held with the order's units, redeemed when it is paid, given back
// when it ends unpaid or is cancelled. The orders module moves it, in the same transaction as the order.

/** Holds a use of the code for the new order, in the checkout's transaction (the code's row locked). */
export async function holdCode(tx: Db, use: { codeId: string; orderId: string; userId: string }) {
  await tx.insert(codeRedemptions).values(use);
}

/** The order was paid: its held use of a code counts for good. */
export async function redeemCode(tx: Db, orderId: string) {
  await tx
    .update(codeRedemptions)
    .set({ state: 'redeemed' })
    .where(and(eq(codeRedemptions.orderId, orderId), eq(codeRedemptions.state, 'held')));
}

/** The order ended unpaid or was cancelled: its use of a code goes back, for anyone to use. */
export async function releaseCode(tx: Db, orderId: string) {
  await tx.update(codeRedemptions).set({ state: 'released' }).where(eq(codeRedemptions.orderId, orderId));
}
