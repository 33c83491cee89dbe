import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { documentCounters, documents } from '#server/db/schema.ts';

// The numbers of the shop's paperwork (decisions 032 and 033): invoices and credit notes each run 1, 2, 3… without
// a gap, whatever the number of instances placing and refunding orders at once.

export type DocumentKind = 'invoice' | 'credit_note';

/**
 * Gives an order its next `kind` of document, in one statement inside the caller's transaction: the counter's row
 * is taken there and held to the commit, so numbers follow the commits without a gap, and one rolled back is given
 * back. A credit note names its refund.
 */
export async function issueDocument(
  tx: Db,
  doc: { kind: DocumentKind; orderId: string; refundId: string | null },
): Promise<void> {
  await tx.execute(sql`
    WITH counter AS (
      UPDATE ${documentCounters} SET last = last + 1 WHERE kind = ${doc.kind} RETURNING last
    )
    INSERT INTO ${documents} (kind, number, order_id, refund_id)
    SELECT ${doc.kind}, last, ${doc.orderId}, ${doc.refundId} FROM counter`);
}
