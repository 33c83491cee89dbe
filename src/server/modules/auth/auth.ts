import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { accounts, sessions, users, verifications } from '#server/db/schema.ts';
import { MIN_PASSWORD_LENGTH } from '#shared/contract/auth.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { ShopSettingsReader } from '../settings/store.ts';
import { withValidProfile } from './account-profile.ts';
import { authLogger } from './auth-log.ts';
import type { BackgroundScrypt } from './background-scrypt.ts';
import type { HashingGate } from './hashing-gate.ts';
import { gatedPasswordHashing } from './password-hashing.ts';
import { passwordResetMail } from './reset-mail.ts';

const DAY_S = 24 * 60 * 60;
export const RESET_LINK_TTL_S = 60 * 60;

export type AuthDeps = {
  db: Db;
  config: Config;
  /** The owner's settings now: reset e-mails are signed with the shop's name. */
  settings: ShopSettingsReader;
  secret: string;
  /** Called after a message is queued, so the mail worker sends it at once instead of at its next poll. */
  onMailQueued?: () => void;
  /** Where better-auth logs (the app's logger); without it, the console outside tests. */
  log?: FastifyBaseLogger;
  /**
   * Bounds password hashing (hashing-gate.ts) and runs it on niced threads (background-scrypt.ts); without it
   * better-auth hashes as it likes (scripts, old tests).
   */
  hashing?: { gate: HashingGate; scrypt: BackgroundScrypt };
};

/**
 * better-auth on our database: e-mail + password, Google when configured. Roles and bans are two columns of ours
 * that better-auth only carries: nobody can set them through it (no admin plugin, `input: false`); our guards read
 * them, and only the start-up bootstrap (bootstrap.ts) grants the admin role.
 */
export function createAuth({ db, config, settings, secret, onMailQueued, hashing, log }: AuthDeps) {
  return betterAuth({
    appName: settings().name,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    // Browsers send an Origin with every sign-in; only the shop's own address may. On the default
    // http://localhost address, 127.0.0.1 is the same machine and is accepted too.
    trustedOrigins: [config.publicUrl, config.publicUrl.replace('//localhost:', '//127.0.0.1:')],
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_S,
      // A reset signs out every other device: whoever knew the old password is locked out.
      revokeSessionsOnPasswordReset: true,
      // better-auth's own hash and format, each in a slot of the gate, on a thread below the shop's priority (027).
      ...(hashing ? { password: gatedPasswordHashing(hashing.gate, hashing.scrypt) } : {}),
      async sendResetPassword({ user, token }) {
        // The link opens our own page, which posts the token back; better-auth's redirect page is not used.
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await enqueueMail(db, passwordResetMail({ to: user.email, link, shopName: settings().name }));
        onMailQueued?.();
      },
    },
    socialProviders: config.auth.google
      ? { google: { clientId: config.auth.google.clientId, clientSecret: config.auth.google.clientSecret } }
      : {},
    session: {
      expiresIn: 7 * DAY_S,
      // Used at least once a day, a session keeps extending; left alone for 7 days, it ends.
      updateAge: DAY_S,
      // No cookie cache: every request asks the database, so a disabled account is out at once.
      cookieCache: { enabled: false },
    },
    // Our own limiter (rate-limit.ts) counts in the database per IP and per e-mail, across instances.
    rateLimit: { enabled: false },
    advanced: {
      // better-auth skips its Origin check when NODE_ENV is test; ours is explicit, so tests prove it holds.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // A request's session and its user in one query, not two (every signed-in request asks: issue 30, item 5).
      database: { generateId: () => crypto.randomUUID(), joins: true },
    },
    user: {
      additionalFields: {
        role: { type: 'string', input: false, defaultValue: 'user', required: false },
        banned: { type: 'boolean', input: false, defaultValue: false, required: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Every sign-up is a customer, whatever its address: e-mail addresses are not verified, so whoever
          // registers ADMIN_EMAIL first must not become the admin (issue 7, item 3).
          before: async (user) => ({ data: { ...withValidProfile(user), role: 'user', banned: false } }),
        },
        update: { before: async (user) => ({ data: withValidProfile(user) }) },
      },
      session: {
        create: {
          // A disabled account cannot start a session (its existing ones were deleted when it was disabled).
          before: async (session) => {
            const [user] = await db
              .select({ banned: users.banned })
              .from(users)
              .where(eq(users.id, session.userId));
            if (user?.banned) {
              throw APIError.from('FORBIDDEN', { message: 'This account is disabled', code: 'BANNED_USER' });
            }
          },
        },
      },
    },
    logger: log ? authLogger(log) : { disabled: config.env === 'test' },
  });
}
export type Auth = ReturnType<typeof createAuth>;
