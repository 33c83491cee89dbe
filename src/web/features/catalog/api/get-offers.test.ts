// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '#web/lib/test-fetch.ts';
import { makeWrapper } from '#web/lib/test-wrapper.tsx';
import { offersQueryOptions, useOffers } from './get-offers.ts';

const running = {
  id: 'o1',
  label: '3+ bundles: 10% off',
  minQty: 3,
  percent: 10,
  target: { categories: ['Human hair'], productIds: [], variantIds: [] },
  endsAt: null,
  variantCounts: {},
};

afterEach(() => vi.unstubAllGlobals());

describe('useOffers', () => {
  it('reads the running offers from GET /api/offers', async () => {
    const { fetchMock } = stubFetch({ 'GET /api/offers': { status: 200, body: { offers: [running] } } });
    const { Wrapper } = makeWrapper();
    const { result } = renderHook(() => useOffers(), { wrapper: Wrapper });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toEqual([running]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('uses what the server rendered the page with, without asking again while it is under a minute old', () => {
    const { fetchMock } = stubFetch({});
    const { client, Wrapper } = makeWrapper();
    client.setQueryData(
      offersQueryOptions.queryKey,
      { offers: [running] },
      { updatedAt: Date.now() - 50_000 },
    );
    const { result } = renderHook(() => useOffers(), { wrapper: Wrapper });
    expect(result.current).toEqual([running]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks again once the answer is a minute old, so a stopped offer goes', async () => {
    const { fetchMock } = stubFetch({ 'GET /api/offers': { status: 200, body: { offers: [] } } });
    const { client, Wrapper } = makeWrapper();
    client.setQueryData(
      offersQueryOptions.queryKey,
      { offers: [running] },
      { updatedAt: Date.now() - 61_000 },
    );
    const { result } = renderHook(() => useOffers(), { wrapper: Wrapper });
    await waitFor(() => expect(result.current).toEqual([]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows none when the offers cannot be loaded', async () => {
    stubFetch({ 'GET /api/offers': { status: 500, body: { code: 'internal', message: 'down' } } });
    const { client, Wrapper } = makeWrapper();
    const { result } = renderHook(() => useOffers(), { wrapper: Wrapper });
    await waitFor(() => expect(client.getQueryState(offersQueryOptions.queryKey)?.status).toBe('error'));
    expect(result.current).toBeUndefined();
  });
});
