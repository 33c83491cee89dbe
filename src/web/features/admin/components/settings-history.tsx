import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { useSettingsChanges } from '../api/settings.ts';
import { settingLabel, settingValueWords } from '../settings-words.ts';
import { formatShopDateTime } from '../shop-time.ts';

/** Who changed which settings, when (in the shop's time zone), from what to what: the audit trail, newest first. */
export function SettingsHistory({ timeZone }: { timeZone: string }) {
  const changes = useSettingsChanges();
  if (changes.isError)
    return (
      <QueryError
        title="The history of changes could not be loaded."
        error={changes.error}
        onRetry={() => void changes.refetch()}
        retrying={changes.isFetching}
      />
    );
  if (!changes.data) return <LoadingStatus>Loading the history…</LoadingStatus>;
  if (changes.data.items.length === 0)
    return <p className="text-stone-700">No changes yet: the settings are as the shop started.</p>;
  return (
    <ol className="divide-y divide-stone-200">
      {changes.data.items.map((entry) => (
        <li key={entry.id} className="py-3">
          <p className="text-sm text-stone-600">
            <time dateTime={entry.at}>{formatShopDateTime(entry.at, timeZone)}</time> · {entry.by}
          </p>
          <ul className="mt-1 space-y-1">
            {entry.changes.map((c) => (
              <li key={c.field} className="break-words text-stone-900">
                <span className="font-medium">{settingLabel(c.field)}:</span>{' '}
                <del className="text-stone-600">{settingValueWords(c.field, c.before)}</del>{' '}
                <span aria-hidden="true">→</span>
                <span className="sr-only">changed to</span>{' '}
                <ins className="no-underline">{settingValueWords(c.field, c.after)}</ins>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
