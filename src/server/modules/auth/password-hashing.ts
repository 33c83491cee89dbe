import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '#server/errors.ts';
import { authMessage } from '#shared/auth-messages.ts';
import { ERROR_CODES } from '#shared/contract/errors.ts';
import type { BackgroundScrypt } from './background-scrypt.ts';
import type { HashingGate } from './hashing-gate.ts';

/** What a request reads in the 503 it gets when the shop cannot hash its password soon (decisions 016, 022). */
export const SIGN_IN_BUSY_MESSAGE = authMessage(ERROR_CODES.signInBusy);

/**
 * better-auth's own scrypt hash and verify (`salt:key` in hex, N=16384, r=16), each run in a slot of the gate.
 * The format is untouched, so every password stored before keeps verifying; only when the hash runs changes.
 */
export function gatedPasswordHashing(gate: HashingGate, scrypt: BackgroundScrypt) {
  return {
    hash: (password: string) => gate.run(() => scrypt.hash(password)),
    verify: (data: { hash: string; password: string }) =>
      gate.run(() => scrypt.verify(data.hash, data.password)),
  };
}

/**
 * How long a turned-away request waits before its 503 leaves. Answering at once invites a client (or a botnet)
 * that retries at once: 32 connections then become ~1,500 requests a second that keep the event loop busy. A
 * timer costs nothing, and Retry-After asks for a second anyway.
 */
export const BUSY_PAUSE_MS = 500;

/**
 * The better-auth routes that hash a password on every call: sign-in (even for an unknown address, so its timing
 * does not tell), sign-up, reset and change of password, and deleting an account with its password.
 */
const HASHING_PATHS = new Set([
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/reset-password',
  '/api/auth/change-password',
  '/api/auth/delete-user',
]);

/**
 * Runs `handle` with a pass of the gate when `method path` hashes a password. A pass is refused only when the wait
 * for a hashing slot would be longer than the gate's bound (decision 022); then the answer is 503 `sign_in_busy`
 * with a Retry-After, so the request never reaches the hasher nor waits beyond the bound behind a crowd.
 */
export async function withHashingTurn<T>(
  gate: HashingGate,
  method: string,
  path: string,
  handle: () => Promise<T>,
): Promise<T> {
  if (method !== 'POST' || !HASHING_PATHS.has(path)) return handle();
  const release = gate.admit();
  if (!release) {
    await sleep(BUSY_PAUSE_MS);
    throw new AppError(503, ERROR_CODES.signInBusy, SIGN_IN_BUSY_MESSAGE, {
      'retry-after': String(gate.retryAfterS()),
    });
  }
  try {
    return await handle();
  } finally {
    release();
  }
}
