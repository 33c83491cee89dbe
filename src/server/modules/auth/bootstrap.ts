import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, users } from '../../db/schema.ts';
import type { Auth } from './auth.ts';
import { sharedSecret } from './secret.ts';

export const DEMO_EMAIL = 'demo@tressa.local';

type Log = { info: (msg: string) => void; warn: (msg: string) => void };

async function setPassword(auth: Auth, db: Db, userId: string, password: string) {
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(password);
  await db
    .update(accounts)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
}

async function createUser(auth: Auth, email: string, password: string, name: string) {
  await auth.api.signUpEmail({ body: { email, password, name } });
}

/**
 * The admin account (DECISIONS 3): with ADMIN_PASSWORD it exists with that password and the admin role; without,
 * and with no admin yet, one is made with a random password printed once.
 */
export async function ensureAdmin(auth: Auth, db: Db, opts: { email: string; password?: string; log: Log }) {
  const [existing] = await db.select().from(users).where(eq(users.email, opts.email));
  if (opts.password) {
    if (existing) await setPassword(auth, db, existing.id, opts.password);
    else await createUser(auth, opts.email, opts.password, 'Admin');
    await db.update(users).set({ role: 'admin', banned: false }).where(eq(users.email, opts.email));
    return;
  }
  const [anyAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (anyAdmin) return;
  const password = randomBytes(12).toString('base64url');
  if (existing) await setPassword(auth, db, existing.id, password);
  else await createUser(auth, opts.email, password, 'Admin');
  await db.update(users).set({ role: 'admin' }).where(eq(users.email, opts.email));
  opts.log.warn(
    `Created the admin account ${opts.email} with the password ${password} — change it, or set ADMIN_PASSWORD.`,
  );
}

/** The shared demo customer of DEMO_LOGIN=on; its password is generated once and kept in the database. */
export async function demoCredentials(auth: Auth, db: Db) {
  const password = await sharedSecret(db, 'demo_password');
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
  if (!existing) await createUser(auth, DEMO_EMAIL, password, 'Demo Customer');
  return { email: DEMO_EMAIL, password };
}

/** Disables an account: it can no longer sign in, and its sessions end now. */
export async function disableUser(db: Db, userId: string, reason = 'Disabled by the shop') {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ banned: true, banReason: reason, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await tx.execute(sql`DELETE FROM sessions WHERE user_id = ${userId}`);
  });
}
