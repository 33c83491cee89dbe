// A shopper's session (one visitor, its cart, the products it has seen, its account) and what the sessions of a
// run share: the accounts signed up so far, the counts, the clock.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Rng } from '#server/db/seed/random.ts';
import type { Product } from '#shared/contract/catalog.ts';
import type { Visitor } from './client.ts';

export type Line = { productId: string; size: string; qty: number };
/**
 * An account signed up during the run. `cookies`: the browser it last used, when it left without signing out; a
 * returning customer on that browser is still signed in (the session lasts days), as on a real shop, and hashes no
 * password.
 */
export type Account = { email: string; busy: boolean; cookies: Map<string, string> | null };
export type Session = {
  v: Visitor;
  rng: Rng;
  cart: Line[];
  seen: Map<string, Product>;
  account: Account | null;
};

/** Accounts signed up during the run; a returning customer signs in to one no other session is using. */
export const accounts: Account[] = [];
/** When the run ends (ms since the epoch), and how many visitor sessions and sign-ups it has had. */
export const run = { deadline: 0, visitorCount: 0, signUpCount: 0, busyRetries: 0, stillSignedIn: 0 };
export const timeLeft = () => Date.now() < run.deadline;
export const thinkMs = (rng: Rng) => 200 + rng() * 1800;
export const think = (s: Session) => sleep(thinkMs(s.rng));
