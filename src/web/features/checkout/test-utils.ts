import { type Reply, stubFetch } from '#web/lib/test-fetch.ts';

/** Canned server answers for the checkout page tests; returns the requests made. */
export const serve = (routes: Record<string, Reply[]>) => stubFetch(routes).requests;

/** The address the checkout page tests have stored, as /checkout-details leaves it. */
export const TEST_ADDRESS = {
  name: 'Ada',
  line1: '1 Road',
  line2: 'Flat 2',
  city: 'Leeds',
  zip: 'LS1',
  country: 'UK',
  phone: '0113',
};
