import { useSyncExternalStore } from 'react';

// Whether the sign-in dialog is open, and on which tab. It lives outside React so any control (top bar, cart page,
// the reset page, later the checkout) can open the one dialog mounted by the root layout, without prop drilling or
// a context provider.

export type LoginTab = 'login' | 'register';

type State = { open: boolean; tab: LoginTab };

let state: State = { open: false, tab: 'login' };
const listeners = new Set<() => void>();

function set(next: Partial<State>) {
  const merged = { ...state, ...next };
  if (merged.open === state.open && merged.tab === state.tab) return;
  state = merged;
  for (const l of listeners) l();
}

export function openLoginDialog(tab: LoginTab = 'login') {
  set({ open: true, tab });
}

export function closeLoginDialog() {
  set({ open: false });
}

export function setLoginDialogTab(tab: LoginTab) {
  set({ tab });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoginDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => state.open,
    () => false,
  );
}

export function useLoginDialogTab(): LoginTab {
  return useSyncExternalStore(
    subscribe,
    () => state.tab,
    () => 'login' as const,
  );
}
