import { authMessage } from '#shared/auth-messages.ts';
import { ERROR_CODES } from '#shared/contract/error-codes.ts';
import { ApiError } from '#web/lib/api.ts';

/**
 * The sentence a person reads when an account call fails: the friendly text for the server's code (never the raw
 * code), 'too many attempts' for any 429 whatever code the limiter used, and our own message for errors we made.
 */
export function authErrorMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return authMessage(undefined);
  if (err.status === 429) return authMessage(ERROR_CODES.rateLimited);
  if (err.code === 'session_not_started') return err.message;
  return authMessage(err.code.toLowerCase());
}
