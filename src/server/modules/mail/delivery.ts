import { and, asc, eq, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';

// The outbox row changes the worker makes; all times come from the database clock, which every app instance
// shares, rather than each instance's own.

export type OutboxRow = typeof mailOutbox.$inferSelect;

const MAX_DELAY_MS = 30 * 24 * 3_600_000;

/**
 * Claims the oldest due message for about 2 minutes, in one statement. SKIP LOCKED lets concurrent claims
 * (other runs, other instances) pass each other instead of waiting or taking the same row; the locked_until
 * test keeps a claimed row from being taken again, and a crashed worker's claim simply runs out.
 * One message per claim, so a claim only has to outlast one send: with a batch, the claim on the last
 * message could run out while earlier ones are slowly sent, and another instance would send it too.
 * `skipIds` leaves out messages this run already tried, so a message that failed is not retried in the same run.
 */
export async function claimNext(db: Db, skipIds: string[] = []): Promise<OutboxRow | undefined> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
        skipIds.length > 0 ? notInArray(mailOutbox.id, skipIds) : undefined,
      ),
    )
    .orderBy(asc(mailOutbox.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(mailOutbox)
    .set({ lockedUntil: sql`now() + interval '2 minutes'` })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return row;
}

export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1`, lockedUntil: null })
    .where(eq(mailOutbox.id, id));
}

/** Records a failed attempt: retried after `retryInMs`, or, when `giveUp`, marked failed for good. */
export async function markFailed(
  db: Db,
  id: string,
  outcome: { error: string; giveUp: boolean; retryInMs: number },
): Promise<void> {
  const ms = Number.isFinite(outcome.retryInMs)
    ? Math.min(Math.max(0, Math.round(outcome.retryInMs)), MAX_DELAY_MS)
    : 0;
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: outcome.error,
      lockedUntil: null,
      ...(outcome.giveUp
        ? { status: 'failed' }
        : { nextAttemptAt: sql`now() + ${ms}::double precision * interval '1 millisecond'` }),
    })
    .where(eq(mailOutbox.id, id));
}

/** Error text for the outbox row and the log: the message only, with credentials in any URL blanked out. */
export function describeError(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.replace(/\/\/[^\s/@]*@/g, '//***@').slice(0, 500);
}
