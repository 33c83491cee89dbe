import type { QueryObserverResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { CreateIntentBody } from '#shared/contract/checkout.ts';
import { ERROR_CODES } from '#shared/contract/error-codes.ts';
import { ApiError } from '#web/lib/api.ts';
import type { CheckoutIntent } from './api/payment-intent.ts';
import { useQuote } from './api/quote.ts';
import { errorMessage } from './texts.ts';

type Recreate = (code: string | null) => Promise<QueryObserverResult<CheckoutIntent>>;

/**
 * A refusal the shopper can act on at the code field, with the payment on show still standing: the checkout
 * refused the code (409 code_refused, answered before the earlier checkout is ended), or too many tries (429,
 * refused before anything is done).
 */
export function isCodeProblem(err: unknown): err is ApiError {
  return err instanceof ApiError && (err.code === ERROR_CODES.codeRefused || err.status === 429);
}

export const isCodeRefused = (err: unknown): err is ApiError =>
  err instanceof ApiError && err.code === ERROR_CODES.codeRefused;

/**
 * Applying and removing a discount code at /checkout (issue 17). Applying asks for a quote first, which holds
 * nothing: a refused code leaves the payment as it is. An accepted one makes the payment again with the code (a new
 * intent replaces the earlier one); removing makes it again without. `onRenewed` runs when a new payment is ready.
 */
export function useDiscountCode(items: CreateIntentBody['items'], recreate: Recreate, onRenewed: () => void) {
  const quote = useQuote();
  const [problem, setProblem] = useState<string | null>(null);
  // The checkout refused the code: the payment waits for the shopper's choice.
  const [waiting, setWaiting] = useState(false);
  const [pending, setPending] = useState<'apply' | 'remove' | 'continue' | null>(null);

  /** A new payment with this code, or none. False when it was not made. */
  async function renew(code: string | null): Promise<boolean> {
    const result = await recreate(code);
    if (result.isSuccess) {
      setProblem(null);
      setWaiting(false);
      onRenewed();
      return true;
    }
    if (isCodeRefused(result.error)) {
      setProblem(result.error.message);
      setWaiting(true);
    } else if (isCodeProblem(result.error)) {
      setProblem(result.error.message);
    }
    // Anything else: the page says what went wrong and what to do.
    return false;
  }

  async function run(kind: 'apply' | 'remove' | 'continue', job: () => Promise<unknown>) {
    setPending(kind);
    try {
      await job();
    } finally {
      setPending(null);
    }
  }

  const apply = (code: string) =>
    run('apply', async () => {
      setProblem(null);
      let refusal: string | null;
      try {
        refusal = (await quote.mutateAsync({ items, code })).codeRefusal?.message ?? null;
      } catch (err) {
        refusal = errorMessage(err);
      }
      if (refusal) setProblem(refusal);
      else await renew(code);
    });

  return {
    problem,
    waiting,
    pending,
    apply,
    remove: () => run('remove', () => renew(null)),
    continueWithout: () => run('continue', () => renew(null)),
    /** Said at the field without asking the server (nothing typed, or not a code's shape). */
    invalid: (message: string) => setProblem(message),
    renew,
  };
}
