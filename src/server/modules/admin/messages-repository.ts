import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { contactMessages } from '#server/db/schema.ts';
import type { ContactMessage, MessagesQuery } from '#shared/contract/admin-messages.ts';

const columns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  spam: contactMessages.spam,
  createdAt: contactMessages.createdAt,
};

/** The contact form's messages, newest first, the inbox and the spam apart (index on spam, created_at desc). */
export function messagesRepository(db: Db) {
  return {
    async page({ spam, page, perPage }: MessagesQuery): Promise<ContactMessage[]> {
      const rows = await db
        .select(columns)
        .from(contactMessages)
        .where(eq(contactMessages.spam, spam))
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },

    async count(spam: boolean): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(contactMessages)
        .where(eq(contactMessages.spam, spam));
      return row?.n ?? 0;
    },

    /** Moves a message to the spam or back to the inbox; false when there is no such message. */
    async markSpam(id: string, spam: boolean): Promise<boolean> {
      const rows = await db
        .update(contactMessages)
        .set({ spam })
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      return rows.length > 0;
    },
  };
}
export type MessagesRepository = ReturnType<typeof messagesRepository>;
