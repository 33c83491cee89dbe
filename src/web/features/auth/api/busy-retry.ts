import { useCallback, useEffect, useRef, useState } from 'react';
import { ERROR_CODES } from '#shared/contract/error-codes.ts';
import { ApiError } from '#web/lib/api.ts';

/** What the form says (to screen readers too) while it waits to try again (decision 022). */
export const BUSY_RETRY_MESSAGE = 'Busy, trying again…';

/**
 * How long a form keeps trying before it shows the error. The server already lets a request wait up to 30 s for
 * the hasher; a 503 means even that line was full, as when 300 shoppers sign up within 12 s. Two minutes covers
 * such a burst on a 2-core shop; beyond it, something else is wrong and the shopper should be told.
 */
const GIVE_UP_AFTER_MS = 120_000;
/** The longest single wait, whatever Retry-After says, so a shopper is never left minutes without a try. */
const LONGEST_WAIT_MS = 30_000;

/** The password hasher is busy (503 `sign_in_busy`): the same request will succeed once there is room. */
function isBusy(err: unknown): err is ApiError {
  return err instanceof ApiError && err.status === 503 && err.code === ERROR_CODES.signInBusy;
}

/**
 * The wait Retry-After asks for, plus up to a second at random: the crowd turned away together must not come back
 * in the same instant and fill the line again.
 */
function waitMs(err: ApiError): number {
  const asked = (err.retryAfterS ?? 1) * 1000;
  return Math.min(LONGEST_WAIT_MS, asked) + Math.random() * 1000;
}

/**
 * For the forms that send a password (sign-in, sign-up, new password): `retry(call)` runs `call`, and while the
 * server answers 503 `sign_in_busy` waits as its Retry-After says and sends it again, with `busy` true meanwhile so
 * the form can say so. Any other answer, or still busy after two minutes, ends it as it came. A form that goes
 * away (the dialog closed) stops trying: nobody is there to be signed in.
 */
export function useBusyRetry() {
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const retry = useCallback(async <T>(call: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    try {
      for (;;) {
        try {
          return await call();
        } catch (err) {
          if (!isBusy(err) || !mounted.current) throw err;
          const wait = waitMs(err);
          if (Date.now() + wait - started > GIVE_UP_AFTER_MS) throw err;
          setBusy(true);
          await new Promise((resolve) => setTimeout(resolve, wait));
          if (!mounted.current) throw err;
        }
      }
    } finally {
      if (mounted.current) setBusy(false);
    }
  }, []);

  return { busy, retry };
}
