/**
 * A fresh key for one refund dialog: sent with every submit of that dialog, so a double click or a submit retried
 * after a lost answer makes one refund. crypto.randomUUID exists only on https (or localhost); a shop reached by
 * plain http on a local network still gets a random key of the allowed letters.
 */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
