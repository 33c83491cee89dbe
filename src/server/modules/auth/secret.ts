import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { appSettings } from '#server/db/schema.ts';

/**
 * A value the shop generates once and every instance then shares: the first instance to ask writes it, the
 * others read that one (the insert is a no-op on conflict), so sessions signed by one instance verify on all.
 */
export async function sharedSecret(db: Db, key: string): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  if (!row) throw new Error(`app setting ${key} could not be stored`);
  return row.value;
}
