import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { savedAddresses, users } from '#server/db/schema.ts';
import { AppError, badRequest, notFound } from '#server/errors.ts';
import { MAX_SAVED_ADDRESSES, type SavedAddress } from '#shared/contract/addresses.ts';
import type { Address } from '#shared/contract/checkout.ts';
import { ERROR_CODES } from '#shared/contract/errors.ts';
import { countryCode, countryName } from '#shared/countries.ts';

// The customer's address book (issue 33, decision 034). Every change runs under the customer's own row lock, so two
// tabs adding, deleting or changing the default at once take turns: the count never passes the limit, and a book
// that is not empty always has exactly one default.

type Row = typeof savedAddresses.$inferSelect;
type Input = { address: Address; makeDefault?: boolean };

export const NO_ADDRESS = 'You have no saved address with this number.';

const answer = (r: Row): SavedAddress => ({
  id: r.id,
  address: r.address as Address,
  isDefault: r.isDefault,
  updatedAt: r.updatedAt.toISOString(),
});

/** The address as kept: its country as the list names it, whichever spelling or code was sent. */
function kept(address: Address): Address {
  const code = countryCode(address.country);
  if (!code) throw badRequest(`We do not know the country "${address.country}". Choose one from the list.`);
  return { ...address, country: countryName(code) };
}

const lockCustomer = (tx: Db, userId: string) =>
  tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

/** Makes `id` the customer's only default: the others first, so the one-default index never sees two. */
async function makeDefault(tx: Db, userId: string, id: string) {
  await tx
    .update(savedAddresses)
    .set({ isDefault: false })
    .where(
      and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true), ne(savedAddresses.id, id)),
    );
  await tx.update(savedAddresses).set({ isDefault: true }).where(eq(savedAddresses.id, id));
}

export function addressBook(db: Db) {
  return {
    /** The customer's addresses: the default first, then the most recently changed. */
    async list(userId: string): Promise<SavedAddress[]> {
      const rows = await db
        .select()
        .from(savedAddresses)
        .where(eq(savedAddresses.userId, userId))
        .orderBy(desc(savedAddresses.isDefault), desc(savedAddresses.updatedAt), desc(savedAddresses.id));
      return rows.map(answer);
    },

    /** Adds an address; the first one, or one asked to be, becomes the default. */
    async add(userId: string, input: Input): Promise<SavedAddress> {
      const address = kept(input.address);
      return db.transaction(async (tx) => {
        await lockCustomer(tx, userId);
        const [{ n } = { n: 0 }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(savedAddresses)
          .where(eq(savedAddresses.userId, userId));
        if (n >= MAX_SAVED_ADDRESSES) {
          throw new AppError(
            409,
            ERROR_CODES.tooManyAddresses,
            `You can keep up to ${MAX_SAVED_ADDRESSES} addresses. Delete one to add another.`,
          );
        }
        const [row] = await tx.insert(savedAddresses).values({ userId, address }).returning();
        if (!row) throw new Error('the insert returns its row');
        if (n === 0 || input.makeDefault) await makeDefault(tx, userId, row.id);
        return answer({ ...row, isDefault: n === 0 || Boolean(input.makeDefault) });
      });
    },

    /** Changes one of the customer's addresses, and makes it the default if asked (never the opposite: see remove). */
    async update(userId: string, id: string, input: Input): Promise<SavedAddress> {
      const address = kept(input.address);
      return db.transaction(async (tx) => {
        await lockCustomer(tx, userId);
        const [row] = await tx
          .update(savedAddresses)
          .set({ address, updatedAt: new Date() })
          .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
          .returning();
        if (!row) throw notFound(NO_ADDRESS);
        if (input.makeDefault && !row.isDefault) await makeDefault(tx, userId, id);
        return answer({ ...row, isDefault: row.isDefault || Boolean(input.makeDefault) });
      });
    },

    /** Deletes one of the customer's addresses; when it was the default, the most recently changed left takes over. */
    async remove(userId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockCustomer(tx, userId);
        const [gone] = await tx
          .delete(savedAddresses)
          .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
          .returning({ isDefault: savedAddresses.isDefault });
        if (!gone) throw notFound(NO_ADDRESS);
        if (!gone.isDefault) return;
        const [next] = await tx
          .select({ id: savedAddresses.id })
          .from(savedAddresses)
          .where(eq(savedAddresses.userId, userId))
          .orderBy(desc(savedAddresses.updatedAt), desc(savedAddresses.id))
          .limit(1);
        if (next) await makeDefault(tx, userId, next.id);
      });
    },
  };
}
