import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import type { MailboxQuery, MailMessage, MailRow, MailStatus } from '#shared/contract/admin-mail.ts';

const rowColumns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  kind: mailOutbox.kind,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};
type Row = { [K in keyof typeof rowColumns]: (typeof mailOutbox.$inferSelect)[K] };

const toRow = (r: Row): MailRow => ({
  ...r,
  status: r.status as MailStatus,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
});

/** The admin's view of the mail outbox (docs/product.md#email): what was sent, what waits, what failed and why. */
export function mailboxRepository(db: Db) {
  const where = (status: MailStatus | undefined) => (status ? eq(mailOutbox.status, status) : undefined);
  return {
    async page({ status, page, perPage }: MailboxQuery): Promise<MailRow[]> {
      const rows = await db
        .select(rowColumns)
        .from(mailOutbox)
        .where(where(status))
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      return rows.map(toRow);
    },

    async count(status: MailStatus | undefined): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(mailOutbox)
        .where(where(status));
      return row?.n ?? 0;
    },

    async message(id: string): Promise<MailMessage | null> {
      const [row] = await db
        .select({ ...rowColumns, text: mailOutbox.text, html: mailOutbox.html })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, id));
      return row ? { ...toRow(row), text: row.text, html: row.html } : null;
    },

    /**
     * A failed message goes back to the queue, due now, with a fresh count of attempts (the worker gives up after
     * its maximum). Only a failed one: a pending message is already queued and a sent one stays sent.
     */
    async retry(id: string): Promise<boolean> {
      const rows = await db
        .update(mailOutbox)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
        .returning({ id: mailOutbox.id });
      return rows.length > 0;
    },
  };
}
export type MailboxRepository = ReturnType<typeof mailboxRepository>;
