import { ERROR_CODES } from './contract/error-codes.ts';

// What a person reads when signing in, registering or resetting fails (docs/product.md#accounts). The server's codes
// are better-auth's, lower-cased; a wrong e-mail and a wrong password read the same, so accounts cannot be probed.

export const AUTH_MESSAGES: Record<string, string> = {
  invalid_email_or_password: 'Wrong e-mail or password.',
  invalid_email: 'Please enter a valid e-mail address.',
  invalid_password: 'Wrong e-mail or password.',
  user_not_found: 'Wrong e-mail or password.',
  credential_account_not_found: 'Wrong e-mail or password.',
  user_already_exists: 'An account with this e-mail already exists. Try signing in instead.',
  user_already_exists_use_another_email:
    'An account with this e-mail already exists. Try signing in instead.',
  password_too_short: 'The password must be at least 8 characters long.',
  password_too_long: 'The password is too long.',
  banned_user: 'This account has been disabled. Please contact the shop.',
  [ERROR_CODES.rateLimited]: 'Too many attempts. Please wait a few minutes and try again.',
  // The server's hashing gate is full (decision 016); the same words as its 503.
  [ERROR_CODES.signInBusy]: 'Many people are signing in right now. Please try again in a moment.',
  invalid_token: 'This reset link is invalid or has already been used. Please ask for a new one.',
  network_error: 'Could not reach the shop. Check your connection and try again.',
};

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

export function authMessage(
  code: string | undefined,
  fallback = 'Something went wrong. Please try again.',
): string {
  return (code && AUTH_MESSAGES[code]) || fallback;
}
