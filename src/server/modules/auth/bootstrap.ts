import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { type Database, type Db, withStartupLock } from '#server/db/client.ts';
import { accounts, sessions, users } from '#server/db/schema.ts';
import type { Auth } from './auth.ts';
import { sharedSecret } from './secret.ts';

export const DEMO_EMAIL = 'demo@tressa.local';

type Log = { info: (msg: string) => void; warn: (msg: string) => void };

/** Sets the account's password, adding a password login to an account that had none (e.g. Google only). */
async function setPassword(auth: Auth, db: Db, userId: string, password: string) {
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(password);
  const updated = await db
    .update(accounts)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .returning({ id: accounts.id });
  if (updated.length === 0) {
    await db
      .insert(accounts)
      .values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password: hash });
  }
}

async function createUser(auth: Auth, email: string, password: string, name: string) {
  await auth.api.signUpEmail({ body: { email, password, name } });
}

/**
 * The only way anyone becomes the admin (docs/product.md#admin, issue 7 item 3), run at start-up under the start-up
 * lock so instances starting together do it once. The account at ADMIN_EMAIL is promoted only when this sets its
 * password: to ADMIN_PASSWORD, or (without it, when that account is not the admin yet) to a random one printed
 * once. Whoever registered the address before holds neither the password nor, after this, a session. An admin
 * under an older ADMIN_EMAIL becomes a customer.
 */
export async function bootstrapAdmin(
  auth: Auth,
  database: Database,
  opts: { email: string; password?: string | undefined; log: Log },
) {
  await withStartupLock(database, async (db) => {
    const [existing] = await db.select().from(users).where(eq(users.email, opts.email));
    const alreadyAdmin = existing?.role === 'admin';
    let printed: string | undefined;
    if (opts.password) {
      if (existing) await setPassword(auth, db, existing.id, opts.password);
      else await createUser(auth, opts.email, opts.password, 'Admin');
    } else if (!alreadyAdmin) {
      printed = randomBytes(12).toString('base64url');
      if (existing) await setPassword(auth, db, existing.id, printed);
      else await createUser(auth, opts.email, printed, 'Admin');
    }
    const [admin] = await db
      .update(users)
      .set({ role: 'admin', banned: false, updatedAt: new Date() })
      .where(eq(users.email, opts.email))
      .returning({ id: users.id });
    if (!admin) throw new Error(`the admin account ${opts.email} was not created`);
    // Sessions opened before the promotion were not opened with the password set here.
    if (!alreadyAdmin) await db.delete(sessions).where(eq(sessions.userId, admin.id));
    const demoted = await db
      .update(users)
      .set({ role: 'user', updatedAt: new Date() })
      .where(and(eq(users.role, 'admin'), ne(users.id, admin.id)))
      .returning({ id: users.id, email: users.email });
    for (const old of demoted) {
      await db.delete(sessions).where(eq(sessions.userId, old.id));
      opts.log.warn(`${old.email} is no longer the admin: ADMIN_EMAIL is now ${opts.email}.`);
    }
    if (printed) {
      opts.log.warn(
        `Created the admin account ${opts.email} with the password ${printed} — change it, or set ADMIN_PASSWORD.`,
      );
    }
  });
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
