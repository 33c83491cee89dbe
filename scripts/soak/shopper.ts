// A shopper of the run (one person: one browser, at most one account), one visit of theirs (its cart, the products
// it has seen), and what the visits of a run share: the counts, the clock.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Rng } from '#server/db/seed/random.ts';
import type { Product } from '#shared/contract/catalog.ts';
import type { Visitor } from './client.ts';

export type Line = { productId: string; size: string; qty: number };
/**
 * One of the run's --users people. `v`: their browser, whose cookies outlive a visit as a real browser's do, so one
 * who left without signing out comes back still signed in (the session lasts days) and hashes no password.
 * `email`: their account once they have signed up; `signedIn`: whether their browser holds its session.
 */
export type Shopper = { v: Visitor; email: string | null; signedIn: boolean };
export type Session = {
  v: Visitor;
  rng: Rng;
  cart: Line[];
  seen: Map<string, Product>;
  shopper: Shopper;
};

/** When the run ends (ms since the epoch), and how many visits, sign-ups and password sign-ins it has had. */
export const run = {
  deadline: 0,
  visitorCount: 0,
  signUpCount: 0,
  signInCount: 0,
  busyRetries: 0,
  stillSignedIn: 0,
};
export const timeLeft = () => Date.now() < run.deadline;
export const thinkMs = (rng: Rng) => 200 + rng() * 1800;
export const think = (s: Session) => sleep(thinkMs(s.rng));
