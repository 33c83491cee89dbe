import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { ShopSettingsValues } from '#shared/contract/settings.ts';
import { flatDelivery } from '#shared/delivery.ts';
import { isTimeZone } from '#shared/time-zone.ts';
import { parseTrustProxy } from './config-values.ts';

// The project's folder, two levels above this module whether it runs from the source (src/server/) or from the
// built server (dist/server/), so the built storefront is found from any working directory.
const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Every setting the shop reads, with its default, in one place. `.env.example` mirrors this list.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** 'pretty' (coloured lines, for a person: pino-pretty, a dev dependency) or 'json' (for a log collector). */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  /** Serves Prometheus metrics at GET /api/metrics to this bearer token; unset, there are none (issue 19). */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  SEED_DEMO: z.enum(['on', 'off']).default('on'),
  /**
   * Whose X-Forwarded-For to believe: off (the default: the socket's address is the client), a hop count, or the
   * proxies' addresses / CIDR ranges, comma-separated. Never "everyone": a client could then pick its own address.
   */
  TRUST_PROXY: z
    .string()
    .default('off')
    .transform((v, ctx) => parseTrustProxy(v, ctx)),
  LIVE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  CATALOG_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(32),
  /** Rendered storefront pages kept per instance (decision 018); 0 renders every request. */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(128),
  /** Off only to measure what search costs the database on every request (npm run bench:catalog). */
  CATALOG_MEMO: z.enum(['on', 'off']).default('on'),
  /**
   * Password hashes at once (decision 016), each on a thread of its own below the shop's priority (decision 027).
   * Default: half the cores, so a flood of sign-ins never takes the CPU that pages and checkouts need. 0: no
   * bound, only to measure.
   */
  PASSWORD_HASH_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(0)
    .max(64)
    .default(() => Math.max(1, Math.floor(os.availableParallelism() / 2))),
  /**
   * Password hashes at once while the line is longer than 5 s at PASSWORD_HASH_CONCURRENCY: a crowd signing up,
   * not a few dozen attackers (decision 025). Default: every core, but at most 3. The hashing threads run below
   * the shop's priority (decision 027), so visitors still come first; set it to PASSWORD_HASH_CONCURRENCY to keep
   * the crowd to that many cores whatever the line.
   */
  PASSWORD_HASH_CROWD_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(() => Math.min(3, os.availableParallelism())),
  /**
   * The longest wait for a hashing slot a sign-in, sign-up or reset is let in for, in seconds at the measured pace;
   * beyond it 503 sign_in_busy (decision 022). 30 s holds 300 sign-ups arriving within 12 s on 2 cores.
   */
  PASSWORD_HASH_WAIT_S: z.coerce.number().min(0).max(600).default(30),
  ADMIN_EMAIL: z.string().email().default('admin@tressa.local'),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  /** Signs sessions and reset tokens; the same on every instance. Default: one generated and kept in the database. */
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  DEMO_LOGIN: z.enum(['on', 'off']).default('off'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  /** test: the built-in test-card provider; stripe: real cards. Default: stripe with all three keys, else test. */
  PAYMENTS: z
    .enum(['test', 'stripe'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /**
   * Minutes a checkout's order waits for its payment before it expires (and its payment is cancelled). Short,
   * because its units are off sale meanwhile (issue 21); a card payment with 3-D Secure takes a minute or two.
   * Like SHOP_* and CANCEL_WINDOW_MINUTES, only the first value of the owner's settings (settingsSeed).
   */
  ORDER_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /**
   * How soon a payment that succeeded but was never reported (the shop killed mid-confirm, a lost webhook) places
   * its order (issue 18, orders/reconcile.ts): unpaid orders this old are looked up at the provider, this often.
   */
  PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * How long after placing an order the shopper may cancel it themselves, while it is still Order Placed
   * (issue 16); 0 turns the shopper's cancelling off. The admin may cancel until the order ships.
   */
  CANCEL_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(14 * 24 * 60)
    .default(60),
  SHIPPING_FEE_PENCE: z.coerce.number().int().min(0).default(499),
  FREE_SHIPPING_FROM_PENCE: z.coerce.number().int().min(0).default(7500),
  SHOP_NAME: z.string().default('Tressa'),
  SHOP_EMAIL: z.string().default('hello@tressa.local'),
  SHOP_PHONE: z.string().default('+44 20 7946 0321'),
  SHOP_SOCIAL_HANDLE: z.string().default('@tressahair'),
  SHOP_SOCIAL_URL: z.string().default('https://www.instagram.com/tressahair'),
  SHOP_TIME_ZONE: z
    .string()
    .default('Europe/London')
    .refine(isTimeZone, 'SHOP_TIME_ZONE must be an IANA time zone such as Europe/London'),
});

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/**
 * Which provider takes cards. A partial Stripe setup is a mistake, never a reason to fall back to test cards
 * (which would place real orders for fake payments); in production the test-card provider needs PAYMENTS=test.
 */
function paymentsSetting(e: z.infer<typeof envSchema>): Config['payments'] {
  const set = STRIPE_KEYS.filter((k) => e[k]);
  const missing = STRIPE_KEYS.filter((k) => !e[k]);
  if (e.PAYMENTS !== 'test' && set.length > 0 && missing.length > 0) {
    throw new Error(
      `Invalid configuration:\n  Stripe is partly configured (${set.join(', ')} set, ${missing.join(', ')} missing). ` +
        'Set all three Stripe keys to take cards with Stripe, or none of them (or PAYMENTS=test) for test mode.',
    );
  }
  const mode = e.PAYMENTS ?? (missing.length === 0 ? 'stripe' : 'test');
  if (mode === 'stripe' && missing.length > 0) {
    throw new Error(`Invalid configuration:\n  PAYMENTS=stripe needs ${missing.join(', ')}.`);
  }
  if (mode === 'test' && e.NODE_ENV === 'production' && e.PAYMENTS !== 'test') {
    throw new Error(
      'Invalid configuration:\n  No payment provider: set the three Stripe keys to take real cards, or ' +
        'PAYMENTS=test to run the built-in test-card provider (no money is taken; for a demo). ' +
        '`npm start` sets PAYMENTS=test for you when no Stripe key is set.',
    );
  }
  const {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_PUBLISHABLE_KEY: publishableKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
  } = e;
  return {
    mode,
    stripe:
      mode === 'stripe' && secretKey && publishableKey && webhookSecret
        ? { secretKey, publishableKey, webhookSecret }
        : undefined,
  };
}

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Pretty in development unless LOG_FORMAT says otherwise; JSON everywhere else. */
  logFormat: 'pretty' | 'json';
  metricsToken: string | undefined;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses and ranges. */
  trustProxy: false | number | string[];
  seedDemo: boolean;
  /** How often an open event stream gets a keep-alive comment, so proxies do not close it as idle. */
  liveHeartbeatSeconds: number;
  /** How long a listing response may be served from this instance's cache; 0 turns the cache off. */
  catalogCacheSeconds: number;
  catalogCacheBytes: number;
  catalogSearchMemo: boolean;
  /**
   * Password hashes at once (0: unbounded), at once while the line is a crowd's, and the longest wait for one a
   * request is let in for.
   */
  passwordHashing: { concurrency: number; crowdConcurrency: number; maxWaitS: number };
  /** Where the built storefront lives; absent in API-only tests. */
  webRoot: string | undefined;
  /** The built server half of the storefront (vite build --ssr), which renders the public pages. */
  ssrEntry: string | undefined;
  /** Bytes of rendered pages kept per instance; 0 renders every request. */
  pageCacheBytes: number;
  /**
   * The owner's settings as the environment gave them before the admin's Settings page (decision 029): they seed
   * the settings once, on a new shop or the first start after upgrading; from then on the admin changes them and
   * the shop reads them from settings/store.ts, never from here.
   */
  settingsSeed: Record<keyof ShopSettingsValues, unknown>;
  auth: {
    adminEmail: string;
    adminPassword: string | undefined;
    secret: string | undefined;
    google: { clientId: string; clientSecret: string } | undefined;
    demoLogin: boolean;
  };
  payments: {
    /** Which provider takes cards (docs/product.md#payments); see paymentsMode for how it is chosen. */
    mode: 'test' | 'stripe';
    /** Stripe's keys, present exactly when mode is stripe. */
    stripe: { secretKey: string; publishableKey: string; webhookSecret: string } | undefined;
  };
  /** Unpaid orders this old are looked up at the provider, this often, in case their payment went unreported. */
  paymentReconcileSeconds: number;
  mail: {
    /** smtp(s)://user:pass@host:port; unset writes each message as an .eml file under DATA_DIR/mail. */
    smtpUrl: string | undefined;
    from: string;
  };
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' ? 'pretty' : 'json'),
    metricsToken: e.METRICS_TOKEN,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO === 'on',
    catalogCacheSeconds: e.CATALOG_CACHE_SECONDS,
    catalogCacheBytes: e.CATALOG_CACHE_MB * 1024 * 1024,
    catalogSearchMemo: e.CATALOG_MEMO === 'on',
    passwordHashing: {
      concurrency: e.PASSWORD_HASH_CONCURRENCY,
      crowdConcurrency: e.PASSWORD_HASH_CROWD_CONCURRENCY,
      maxWaitS: e.PASSWORD_HASH_WAIT_S,
    },
    liveHeartbeatSeconds: e.LIVE_HEARTBEAT_SECONDS,
    webRoot: path.join(PROJECT_ROOT, 'dist/web'),
    ssrEntry: path.join(PROJECT_ROOT, 'dist/ssr/entry-server.js'),
    pageCacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    settingsSeed: {
      name: e.SHOP_NAME,
      email: e.SHOP_EMAIL,
      phone: e.SHOP_PHONE,
      address: '',
      socialHandle: e.SHOP_SOCIAL_HANDLE,
      socialUrl: e.SHOP_SOCIAL_URL,
      timeZone: e.SHOP_TIME_ZONE,
      orderHoldMinutes: e.ORDER_HOLD_MINUTES,
      cancelWindowMinutes: e.CANCEL_WINDOW_MINUTES,
      delivery: flatDelivery(e.SHIPPING_FEE_PENCE, e.FREE_SHIPPING_FROM_PENCE),
      // No variable ever set VAT: off, at the UK's standard rate, until the owner turns it on (decision 031).
      vat: undefined,
    },
    auth: {
      adminEmail: e.ADMIN_EMAIL.toLowerCase(),
      adminPassword: e.ADMIN_PASSWORD,
      secret: e.AUTH_SECRET,
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
          : undefined,
      demoLogin: e.DEMO_LOGIN === 'on',
    },
    payments: paymentsSetting(e),
    paymentReconcileSeconds: e.PAYMENT_RECONCILE_SECONDS,
    mail: {
      smtpUrl: e.SMTP_URL || undefined,
      from: e.MAIL_FROM ?? `${e.SHOP_NAME} <no-reply@tressa.local>`,
    },
    ...overrides,
  };
}
