/** Every error code the API answers with, in `{ error: { code, message } }` (errors.ts). */
export const ERROR_CODES = {
  badRequest: 'bad_request',
  notFound: 'not_found',
  internal: 'internal_error',
  rateLimited: 'rate_limited',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  conflict: 'conflict',
  fileTooLarge: 'file_too_large',
  unsupportedImage: 'unsupported_image',
  invalidSignature: 'invalid_signature',
  /** The checkout can no longer be paid: it expired, was released by the admin or replaced by a newer one. */
  orderExpired: 'order_expired',
  /** More of one length than its product allows in one order (issue 21). */
  lineLimit: 'line_limit',
  /** More units than one unpaid order may hold. */
  orderTooLarge: 'order_too_large',
  /** The units held by unpaid checkouts from one address are at their bound. */
  checkoutHoldLimit: 'checkout_hold_limit',
  /** A newer checkout of the same customer replaced this one before its payment was ready. */
  checkoutReplaced: 'checkout_replaced',
  /** The customer's earlier checkout was paid a moment ago: no second order is started. */
  previousPaymentSucceeded: 'previous_payment_succeeded',
  /** The shop cannot reach its database just now (503, with Retry-After). */
  databaseUnavailable: 'database_unavailable',
  /** The discount code cannot be used on this checkout now (used up meanwhile, expired…); the message says why. */
  codeRefused: 'code_refused',
  /** A cart line names a product or length the shop no longer sells. */
  lineUnavailable: 'line_unavailable',
  /** Fewer units of a length are left than the order asks for; the message says how many. */
  outOfStock: 'out_of_stock',
  /** The card provider did not answer when the checkout asked it for a payment (502). */
  paymentProviderError: 'payment_provider_error',
  /** Too many passwords are being hashed just now (503, with Retry-After; decision 016). */
  signInBusy: 'sign_in_busy',
  /** A part of the request's address is longer than the router accepts (414). */
  uriTooLong: 'uri_too_long',
  /** The shop does not deliver to the address's country, or not by the method chosen (409); the message says which. */
  deliveryUnavailable: 'delivery_unavailable',
  /** The settings were saved by someone else since the form was loaded (409): reload, then change them again. */
  settingsChanged: 'settings_changed',
  /** The customer's address book is full (409, issue 33): one must be deleted before another is added. */
  tooManyAddresses: 'too_many_addresses',
  /** The sign-in service refused without a code of its own; its own codes pass through lower-cased. */
  authError: 'auth_error',
} as const;
