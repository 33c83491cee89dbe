import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { MAX_PAGE, MAX_PRICE_PENCE } from '#shared/contract/catalog.ts';

// Bounds of the listing query (issue 7, item 10): past them a 400 naming the field, never a 500.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/products${query}` });

describe('listing query caps', () => {
  it.each([
    ['?maxPrice=99999999999', 'maxPrice'],
    [`?maxPrice=${MAX_PRICE_PENCE + 1}`, 'maxPrice'],
    ['?page=99999999999999999999', 'page'],
    [`?page=${MAX_PAGE + 1}`, 'page'],
  ])('%s answers 400 naming %s', async (query, field) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'bad_request', message: expect.stringContaining(field) });
  });

  it('accepts the caps themselves', async () => {
    expect((await list(`?maxPrice=${MAX_PRICE_PENCE}`)).statusCode).toBe(200);
    const last = await list(`?page=${MAX_PAGE}`);
    expect(last.statusCode).toBe(200);
    expect(last.json().items).toEqual([]);
  });
});
