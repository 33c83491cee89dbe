import { ApiError } from '#web/lib/api.ts';
import { Spinner } from './icons.tsx';
import { buttonPrimary } from './styles.ts';

type Props = { title: string; error: unknown; onRetry: () => void; retrying?: boolean };

/** A failed load: what went wrong, in words, and a way to try again. */
export function QueryError({ title, error, onRetry, retrying }: Props) {
  // Our API's messages are written for people; anything else (a bug, a bad proxy) gets a plain fallback.
  const detail = error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
  return (
    <div className="rounded-lg border border-red-200 bg-red-50 px-6 py-8 text-center">
      <div role="alert">
        <p className="font-semibold text-red-900">{title}</p>
        <p className="mt-1 text-sm text-red-800">{detail}</p>
      </div>
      <button type="button" onClick={onRetry} disabled={retrying} className={`${buttonPrimary} mt-4`}>
        {retrying && <Spinner />}
        Retry
      </button>
    </div>
  );
}
