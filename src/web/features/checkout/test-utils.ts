import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { cart } from '#web/lib/cart-store.ts';
import { TEST_ADDRESS } from '#web/lib/test-address.ts';
import { type Reply, stubFetch } from '#web/lib/test-fetch.ts';
import { ADDRESS_STORAGE_KEY } from './address-storage.ts';

/** Canned server answers for the checkout page tests; returns the requests made. */
export const serve = (routes: Record<string, Reply[]>) => stubFetch(routes).requests;

/**
 * Each test of the checkout page starts with `qty` of one bundle (at a price the server will correct) in the cart
 * and the address given, and leaves nothing behind.
 */
export function startWithCartAndAddress(qty: number) {
  beforeEach(() => {
    vi.clearAllMocks();
    cart.add({ id: 'p1', name: 'Body Wave', price: 100, imageURL: [], brand: 'B' }, '18"', qty);
    sessionStorage.setItem(ADDRESS_STORAGE_KEY, JSON.stringify(TEST_ADDRESS));
  });
  afterEach(() => {
    cleanup();
    cart.clear();
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });
}
