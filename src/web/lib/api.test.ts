import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, apiFetch, setApiTransport, withQuery } from './api.ts';

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

describe('apiFetch errors', () => {
  afterEach(() => setApiTransport((url, init) => fetch(url, init)));

  const refuse = (error: unknown) =>
    setApiTransport(
      async () =>
        new Response(JSON.stringify({ error }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    );

  it('keeps the message of each field the server refused, a text or the first of a list', async () => {
    refuse({
      code: 'validation_error',
      message: 'Check the address',
      fields: { 'address.city': 'City is required', zip: ['Zip code is too long', 'x'], bad: 3 },
    });
    await expect(apiFetch('/api/addresses', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 400,
      code: 'validation_error',
      message: 'Check the address',
      fields: { 'address.city': 'City is required', zip: 'Zip code is too long' },
    });
  });

  it('has no fields when the server named none', async () => {
    refuse({ code: 'bad_request', message: 'The request is not valid' });
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fields).toBeUndefined();
  });
});
