import { buttonOutline } from '#web/components/ui/styles.ts';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { ApiError } from '#web/lib/api.ts';

const FAILED = 'The settings could not be saved. Please try again.';

type Props = {
  /** The save's error, if it failed. */
  error: unknown;
  pending: boolean;
  /** Said politely (nothing to save). */
  note?: string | null;
  /** Loads the settings someone else saved meanwhile (offered after a 409). */
  onReload: () => void;
  /** The submit button's words. */
  children: string;
};

/** The end of a settings form: a note, what went wrong (with the latest settings to load after a 409), and Save. */
export function SettingsSaveFooter({ error, pending, note, onReload, children }: Props) {
  const stale = error instanceof ApiError && error.status === 409;
  // Our API's messages (and the network's) are written for people; anything else gets a plain one.
  const problem = error ? (error instanceof ApiError ? error.message : FAILED) : null;
  return (
    <div className="space-y-3">
      {note && (
        <p role="status" className="text-sm text-stone-700">
          {note}
        </p>
      )}
      {problem && (
        <div role="alert" className="text-sm font-medium text-red-700">
          <p>{problem}</p>
          {stale && (
            <button type="button" onClick={onReload} className={`${buttonOutline} mt-2`}>
              Load the latest settings
            </button>
          )}
        </div>
      )}
      <div className="flex justify-end">
        <SubmitButton pending={pending}>{children}</SubmitButton>
      </div>
    </div>
  );
}
