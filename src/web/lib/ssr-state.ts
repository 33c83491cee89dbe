import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from './api.ts';

// The query cache a server-rendered page was drawn from travels in <script type="application/json"
// id="ssr-state">: not executable, so the strict CSP needs no nonce for it (decision 018). The browser starts from
// exactly that data, so its first render matches the server's HTML and nothing is fetched twice.

export const SSR_STATE_ID = 'ssr-state';

type WireError = { $apiError: { status: number; code: string; message: string } };

/** What a server-rendered page hands the browser: its data, and the shop's public address (site-origin.tsx). */
export type PageState = { origin: string; query: DehydratedState };

/** JSON of the state, with ApiErrors kept whole and `<` escaped so no text can close the script element. */
export function serializeState(state: PageState): string {
  return JSON.stringify(state, (_key, value: unknown) =>
    value instanceof ApiError
      ? ({
          $apiError: { status: value.status, code: value.code, message: value.message },
        } satisfies WireError)
      : value,
  ).replace(/</g, '\\u003c');
}

/**
 * The state the server rendered this page from, or undefined for a page drawn in the browser only. Its times are
 * reset to now: a cached page is only served while the catalogue is unchanged, so its data is as fresh as a fetch.
 */
export function readState(doc: Document): PageState | undefined {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return undefined;
  const state = JSON.parse(text, (_key, value: unknown) => {
    const wire = (value as Partial<WireError> | null)?.$apiError;
    return wire ? new ApiError(wire.status, wire.code, wire.message) : value;
  }) as PageState;
  const now = Date.now();
  for (const query of state.query.queries) {
    if (query.state.dataUpdatedAt) query.state.dataUpdatedAt = now;
    if (query.state.errorUpdatedAt) query.state.errorUpdatedAt = now;
  }
  return state;
}
