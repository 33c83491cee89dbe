// The soak's command line (see main.ts) and the constants every part of it shares.
import { parseArgs } from 'node:util';

export const { values: flags } = parseArgs({
  options: {
    users: { type: 'string', default: '50' },
    minutes: { type: 'string', default: '5' },
    seed: { type: 'string', default: '1' },
    port: { type: 'string', default: '3314' },
    keep: { type: 'boolean', default: false },
  },
});
export const USERS = Number(flags.users);
export const MINUTES = Number(flags.minutes);
export const SEED = Number(flags.seed);
export const PORT = Number(flags.port);
if (!(USERS >= 1) || !(MINUTES > 0) || !Number.isInteger(SEED))
  throw new Error('--users must be ≥ 1, --minutes > 0, --seed a whole number');
export const BASE = `http://127.0.0.1:${PORT}`;
export const DURATION_MS = MINUTES * 60_000;
/** The first minute (half of a shorter run): caches and the JIT fill; growth is measured after it. */
export const WARM_UP_MS = Math.min(60_000, DURATION_MS / 2);
export const REPORT_EVERY_MS = 15_000;
export const ADMIN_EMAIL = 'soak-admin@tressa.local';
export const ADMIN_PASSWORD = 'soak-admin-password-1';
export const PASSWORD = 'soak-shopper-pass-1';
export const CODE = 'SOAK10';
export const CARD = {
  pays: '4242 4242 4242 4242',
  declines: '4000 0000 0000 0002',
  secure: '4000 0025 0000 3155',
};
