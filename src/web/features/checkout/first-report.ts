// The return URL (/checkout-success?payment_intent=…) stays in the address bar and in the history, so it can be
// opened again: after a reload, with Back, or days later. Emptying the cart and saying 'Payment Successful!' must
// happen on the first visit only, or a later one would throw away a new cart. The ids of the last few payments
// reported are remembered in localStorage (not sessionStorage: history entries outlive a tab's session).

const KEY = 'checkout-confirmed';
const KEEP = 20;

/** True the first time this payment is reported in this browser; false on every later call. */
export function firstReport(paymentIntentId: string): boolean {
  try {
    const seen: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    const ids = Array.isArray(seen) ? seen.filter((x): x is string => typeof x === 'string') : [];
    if (ids.includes(paymentIntentId)) return false;
    localStorage.setItem(KEY, JSON.stringify([...ids, paymentIntentId].slice(-KEEP)));
    return true;
  } catch {
    // Storage blocked: better to empty the cart twice than to keep a paid-for cart.
    return true;
  }
}
