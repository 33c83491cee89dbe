// The soak's command line (see main.ts) and the constants every part of it shares. Each flag can also be given as
// an environment variable (SOAK_USERS, SOAK_MINUTES, SOAK_SEED, SOAK_PORT, SOAK_BURST, SOAK_BURST_SECONDS); the
// flag wins.
import { parseArgs } from 'node:util';

const env = (name: string, fallback: string) => process.env[`SOAK_${name}`] || fallback;

export const { values: flags } = parseArgs({
  options: {
    users: { type: 'string', default: env('USERS', '50') },
    minutes: { type: 'string', default: env('MINUTES', '5') },
    seed: { type: 'string', default: env('SEED', '1') },
    port: { type: 'string', default: env('PORT', '3314') },
    keep: { type: 'boolean', default: false },
    /** This many of the users arrive within --burst-seconds and sign up at once: a product drop (issue 30). */
    burst: { type: 'string', default: env('BURST', '0') },
    'burst-seconds': { type: 'string', default: env('BURST_SECONDS', '12') },
  },
});
export const USERS = Number(flags.users);
export const MINUTES = Number(flags.minutes);
export const SEED = Number(flags.seed);
export const PORT = Number(flags.port);
export const BURST = Number(flags.burst);
export const BURST_SECONDS = Number(flags['burst-seconds']);
if (!(USERS >= 1) || !(MINUTES > 0) || !Number.isInteger(SEED))
  throw new Error('--users must be ≥ 1, --minutes > 0, --seed a whole number');
if (!Number.isInteger(BURST) || BURST < 0 || BURST > USERS || !(BURST_SECONDS >= 0))
  throw new Error('--burst must be a whole number from 0 to --users, --burst-seconds ≥ 0');
export const BASE = `http://127.0.0.1:${PORT}`;
export const DURATION_MS = MINUTES * 60_000;
/** The first minute (half of a shorter run): caches and the JIT fill; growth is measured after it. */
export const WARM_UP_MS = Math.min(60_000, DURATION_MS / 2);
export const REPORT_EVERY_MS = 15_000;
/** Every kind of request answers within this at p97.5 (issue 30), but those that hash a password. */
export const LATENCY_GOAL_MS = 100;
export const HASHING_KINDS = new Set(['sign-up', 'sign-in']);
export const ADMIN_EMAIL = 'soak-admin@tressa.local';
export const ADMIN_PASSWORD = 'soak-admin-password-1';
export const PASSWORD = 'soak-shopper-pass-1';
export const CODE = 'SOAK10';
export const CARD = {
  pays: '4242 4242 4242 4242',
  declines: '4000 0000 0000 0002',
  secure: '4000 0025 0000 3155',
};
