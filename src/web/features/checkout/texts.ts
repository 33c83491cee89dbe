import { ApiError } from '#web/lib/api.ts';

// The exact texts of docs/product.md#messages for checkout, in one place so pages and tests quote the same words.

export const PAYMENT_SUCCESSFUL = 'Payment Successful!';
export const PAYMENT_ALREADY_CONFIRMED = 'Payment already confirmed.';
export const CARD_PROVIDER_NOT_LOADED = 'The card provider has not loaded yet. Please try again.';

export const paymentFailed = (message: string) => `Payment failed: ${message}`;
export const orderSaveFailed = (message: string) => `Failed to save order: ${message}`;
export const intentRetrievalFailed = (message: string) => `Error retrieving payment intent: ${message}`;

/** Said when a provider reports a failure without words of its own. */
export const GENERIC_DECLINE = 'Your payment was not accepted. Please try another card.';

/** A readable message from whatever was thrown: our API's own words, or the error's. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError || err instanceof Error) return err.message;
  return 'Something went wrong.';
}
