import { type Address, addressSchema } from '#shared/contract/checkout.ts';
import { codeText } from '#shared/contract/promotions.ts';

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

// The discount code the shopper applied rides along (issue 17): a reload of /checkout, or a trip back to change
// the address, asks for the payment with it again. It goes once the order is paid for.
export const CODE_STORAGE_KEY = 'checkout-code';

export function readStoredCode(): string | null {
  try {
    const raw = sessionStorage.getItem(CODE_STORAGE_KEY);
    const parsed = codeText.safeParse(raw ?? '');
    return raw && parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeCode(code: string) {
  try {
    sessionStorage.setItem(CODE_STORAGE_KEY, code);
  } catch {
    // Storage blocked: a reload asks for the code again.
  }
}

export function clearStoredCode() {
  try {
    sessionStorage.removeItem(CODE_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

// The delivery method chosen with the address (issue 32) rides along the same way; the server checks it is one
// of the country's, and prices it.
export const DELIVERY_STORAGE_KEY = 'checkout-delivery';

export function readStoredMethod(): string | null {
  try {
    const raw = sessionStorage.getItem(DELIVERY_STORAGE_KEY);
    return raw && /^[a-z0-9][a-z0-9-]{0,39}$/.test(raw) ? raw : null;
  } catch {
    return null;
  }
}

export function storeMethod(id: string) {
  try {
    sessionStorage.setItem(DELIVERY_STORAGE_KEY, id);
  } catch {
    // Storage blocked: the payment page asks for the country's first method.
  }
}
