import type { MailRow } from '#shared/contract/admin-mail.ts';

const LOOK = {
  pending: ['Queued', 'bg-amber-100 text-amber-900'],
  sent: ['Sent', 'bg-green-100 text-green-900'],
  failed: ['Failed', 'bg-red-100 text-red-900'],
} as const;

/** Queued, sent, or failed with the last error under it. */
export function MailStatus({ mail }: { mail: Pick<MailRow, 'status' | 'lastError'> }) {
  const [label, colour] = LOOK[mail.status];
  return (
    <>
      <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${colour}`}>
        {label}
      </span>
      {mail.status === 'failed' && mail.lastError && (
        <span className="mt-1 block text-xs break-words text-red-800">{mail.lastError}</span>
      )}
    </>
  );
}
