import { z } from 'zod';

export const MAX_NAME_LENGTH = 60;

// Cc: C0 and C1 controls (NUL, tab, escape…). The bidirectional overrides and isolates are invisible and turn
// the text after them around, so a name could make the words beside it read otherwise.
const CONTROL = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
// Line and paragraph separators break a line as \n does.
const LINE_BREAK = /[\r\n\u2028\u2029]/;

/**
 * A person's name as the shop shows it, publicly beside their reviews: the account's name (sign-up, update-user)
 * and the name a review is shown under follow these rules. Empty is allowed: the shop then says 'Anonymous' or
 * the part of the e-mail before the @.
 */
export const personName = z
  .string({ error: 'A name must be text.' })
  .trim()
  .max(MAX_NAME_LENGTH, `A name can be at most ${MAX_NAME_LENGTH} characters.`)
  .refine((name) => !LINE_BREAK.test(name), 'A name must be on one line.')
  .refine((name) => !CONTROL.test(name), 'A name cannot contain control characters.');
