import { type Address, addressSchema } from '../../../shared/contract/checkout.ts';

// The shipping address travels from /checkout-details to /checkout (and back after a bank redirect) in
// sessionStorage: it survives a reload and the 3-D Secure round trip, and is gone when the tab closes.
export const ADDRESS_STORAGE_KEY = 'checkout-address';

export function readStoredAddress(): Address | null {
  try {
    const raw = sessionStorage.getItem(ADDRESS_STORAGE_KEY);
    if (!raw) return null;
    const parsed = addressSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Blocked storage or a hand-edited value: ask for the address again.
    return null;
  }
}

export function storeAddress(address: Address) {
  try {
    sessionStorage.setItem(ADDRESS_STORAGE_KEY, JSON.stringify(address));
  } catch {
    // Storage blocked (some private modes): /checkout will send the shopper back to fill it in again.
  }
}

export function clearStoredAddress() {
  try {
    sessionStorage.removeItem(ADDRESS_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
