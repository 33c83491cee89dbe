import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '#web/lib/test-fetch.ts';
import { listingOf } from '../listing-fixtures.ts';
import { parseListingParams } from '../use-listing-params.ts';
import { getProducts } from './get-products.ts';

afterEach(() => vi.unstubAllGlobals());

/** The API address the listing at `search` asks for (the one route stubbed answers it, any other fails). */
async function asked(search: string, expected: string) {
  const { requests } = stubFetch({ [`GET ${expected}`]: { status: 200, body: listingOf([]) } });
  const { view: _view, ...query } = parseListingParams(new URLSearchParams(search));
  await getProducts(query);
  return requests.map((r) => r.key);
}

describe('getProducts', () => {
  it('sends each option filter as its own opt, as the address has them, and Hide sold out as inStock=1', async () => {
    const url =
      '/api/products?brand=Oya&opt=length%3A22%E2%80%B3&opt=shade%3A%23613&inStock=1&sort=latest&page=1&perPage=9';
    expect(await asked('?opt=Shade:%23613&opt=Length:22%E2%80%B3&inStock=1&brand=Oya', url)).toEqual([
      `GET ${url}`,
    ]);
  });

  it('sends neither without them', async () => {
    const url = '/api/products?sort=latest&page=1&perPage=9';
    expect(await asked('?inStock=0', url)).toEqual([`GET ${url}`]);
  });
});
