import { type Reply, stubFetch } from '#web/lib/test-fetch.ts';

/** Canned server answers for the checkout page tests; returns the requests made. */
export const serve = (routes: Record<string, Reply[]>) => stubFetch(routes).requests;
