import { useSyncExternalStore } from 'react';
import type { Delivery } from '#shared/contract/delivery.ts';
import { COUNTRY_CODES } from '#shared/countries.ts';
import { homeCountry } from '#shared/delivery.ts';

// The country a shopper has said they want delivery to (issue 32: costs up front), kept in this browser so the
// product pages and the cart show its delivery costs. Until they say, the shop's home country. The server renders
// the home country; the browser switches to the chosen one once it is running.

const KEY = 'delivery-country';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    const value = localStorage.getItem(KEY);
    return value && COUNTRY_CODES.includes(value) ? value : null;
  } catch {
    return null;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function chooseDeliveryCountry(code: string) {
  try {
    localStorage.setItem(KEY, code);
  } catch {
    // Storage blocked: the choice lasts until the page is left.
  }
  for (const l of listeners) l();
}

/** The country to show delivery costs for: the shopper's choice, else the shop's home country. */
export function useDeliveryCountry(delivery: Delivery | undefined): string {
  const chosen = useSyncExternalStore(subscribe, read, () => null);
  return chosen ?? (delivery ? homeCountry(delivery) : 'GB');
}
