import type { Db } from '#server/db/client.ts';
import { contactMessages } from '#server/db/schema.ts';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<{ id: string }> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message insert returned no row');
  return row;
}
