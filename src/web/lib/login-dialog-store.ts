import { useSyncExternalStore } from 'react';

// Whether the sign-in dialog is open. It lives outside React so any control (top bar, cart page, later the
// checkout) can open the one dialog mounted by the root layout, without prop drilling or a context provider.

let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  for (const l of listeners) l();
}

export function openLoginDialog() {
  set(true);
}

export function closeLoginDialog() {
  set(false);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoginDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
