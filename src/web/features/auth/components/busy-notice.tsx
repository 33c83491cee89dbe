import { BUSY_RETRY_MESSAGE } from '../api/busy-retry.ts';

/**
 * "Busy, trying again…" under a form's button while the shop's password hasher is full and the form waits to send
 * again (decision 022). A status region that is always there, empty when all is well: screen readers announce a
 * live region's new text only if the region existed before it.
 */
export function BusyNotice({ busy }: { busy: boolean }) {
  return (
    <p role="status" className={busy ? 'mt-2 text-center text-sm text-brand-900' : undefined}>
      {busy ? BUSY_RETRY_MESSAGE : ''}
    </p>
  );
}
