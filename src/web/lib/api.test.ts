import { afterEach, describe, expect, it } from 'vitest';
import { apiFetch, setApiTransport, withQuery } from './api.ts';

describe('withQuery', () => {
  it('leaves the path alone without a query or with only empty values', () => {
    expect(withQuery('/api/products')).toBe('/api/products');
    expect(withQuery('/api/products', { q: undefined, brand: null, category: '', opt: [] })).toBe(
      '/api/products',
    );
  });

  it('writes numbers and text, encoded', () => {
    expect(withQuery('/api/products', { q: 'deep wave', page: 2, brand: 'Crown & Co' })).toBe(
      '/api/products?q=deep+wave&page=2&brand=Crown+%26+Co',
    );
  });

  it('repeats a parameter given a list, in its order, skipping its empty entries', () => {
    expect(withQuery('/api/products', { opt: ['length:22″', '', 'shade:#613', undefined], page: 1 })).toBe(
      '/api/products?opt=length%3A22%E2%80%B3&opt=shade%3A%23613&page=1',
    );
    // The server reads it back as the list it was.
    const url = new URL(withQuery('/x', { opt: ['a:1', 'b:2'] }), 'http://shop');
    expect(url.searchParams.getAll('opt')).toEqual(['a:1', 'b:2']);
  });
});

describe('apiFetch', () => {
  afterEach(() => setApiTransport((url, init) => fetch(url, init)));

  it('asks for the repeated parameters it is given', async () => {
    const asked: string[] = [];
    setApiTransport(async (url) => {
      asked.push(String(url));
      return new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    await expect(apiFetch('/api/products', { query: { opt: ['shade:1b', 'shade:#613'] } })).resolves.toEqual({
      ok: true,
    });
    expect(asked).toEqual(['/api/products?opt=shade%3A1b&opt=shade%3A%23613']);
  });
});
