import { toast } from 'sonner';
import { Spinner } from '#web/components/ui/icons.tsx';
import { ApiError } from '#web/lib/api.ts';
import { useRetryMail } from '../api/mailbox.ts';

/** Puts a failed message back in the queue; the worker sends it within moments. */
export function RetryMailButton({ id, subject }: { id: string; subject: string }) {
  const retry = useRetryMail();
  return (
    <button
      type="button"
      disabled={retry.isPending}
      aria-label={`Retry "${subject}"`}
      onClick={() =>
        retry.mutate(id, {
          onSuccess: () => toast.success('Message queued to be sent again'),
          onError: (err) =>
            toast.error(err instanceof ApiError ? err.message : 'The message could not be retried.'),
        })
      }
      className="inline-flex items-center gap-1.5 rounded-full border border-brand-700 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-50 disabled:opacity-60"
    >
      {retry.isPending && <Spinner className="size-4" />}
      Retry
    </button>
  );
}
