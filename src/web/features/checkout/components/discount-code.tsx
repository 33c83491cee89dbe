import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { codeText } from '#shared/contract/promotions.ts';
import { Spinner } from '#web/components/ui/icons.tsx';
import { buttonSecondary, field, fieldLabel } from '#web/components/ui/styles.ts';

export const ENTER_A_CODE = 'Enter a discount code.';

type Props = {
  /** The code the payment on show was made with. */
  applied: string | null;
  /** Why the code typed was not applied, in the server's words. */
  problem: string | null;
  /**
   * The checkout itself refused the code (used up meanwhile, say): the payment waits until the shopper goes on
   * without it or applies another.
   */
  waiting: boolean;
  /** Which wait is running, if any: its button is busy, and nothing else can be pressed meanwhile. */
  pending: 'apply' | 'remove' | 'continue' | null;
  /** A payment is being taken: the code cannot change under it. */
  locked: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
  onContinueWithout: () => void;
  onInvalid: (message: string) => void;
};

/**
 * The order summary's 'Discount code' field (issue 17): apply and remove. The server says whether a code may be
 * used and why not; its words show under the field, tied to it (aria-describedby) and announced.
 */
export function DiscountCode({
  applied,
  problem,
  waiting,
  pending,
  locked,
  onApply,
  onRemove,
  onContinueWithout,
  onInvalid,
}: Props) {
  const ids = { input: useId(), message: useId() };
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  const busy = pending !== null || locked;

  // The control the shopper used goes away when a code is applied or removed: focus goes to its counterpart.
  const shown = waiting ? null : applied;
  const previous = useRef(shown);
  useEffect(() => {
    if (previous.current === shown) return;
    previous.current = shown;
    if (shown) remove.current?.focus();
    else {
      setTyped('');
      input.current?.focus();
    }
  }, [shown]);
  // A refusal: back to the field it is about (the Apply button pressed was disabled meanwhile, losing focus).
  useEffect(() => {
    if (problem) input.current?.focus();
  }, [problem]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (typed.trim() === '') return onInvalid(ENTER_A_CODE);
    const parsed = codeText.safeParse(typed);
    if (!parsed.success) return onInvalid(parsed.error.issues[0]?.message ?? ENTER_A_CODE);
    onApply(parsed.data);
  };

  return (
    <div className="mt-4 border-t border-stone-200 py-4">
      {shown ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="font-medium text-emerald-800">
            <span className="font-mono">{shown}</span> applied
          </p>
          <button
            ref={remove}
            type="button"
            onClick={onRemove}
            aria-label={`Remove code ${shown}`}
            disabled={busy}
            aria-busy={pending === 'remove' || undefined}
            className={buttonSecondary}
          >
            {pending === 'remove' && <Spinner className="size-4" />}
            Remove
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} aria-label="Discount code">
          <label htmlFor={ids.input} className={fieldLabel}>
            Discount code
          </label>
          <div className="flex gap-2">
            <input
              ref={input}
              id={ids.input}
              name="code"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={32}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? ids.message : undefined}
              className={`${field} min-w-0 flex-1 uppercase`}
            />
            <button
              type="submit"
              disabled={busy}
              aria-busy={pending === 'apply' || undefined}
              className={`${buttonSecondary} shrink-0`}
            >
              {pending === 'apply' && <Spinner className="size-4" />}
              Apply
            </button>
          </div>
        </form>
      )}
      {/* Always in the page, so what appears in it is announced. */}
      <div aria-live="assertive" aria-atomic="true">
        {problem && (
          <div className="mt-2 text-sm">
            <p id={ids.message} className="font-medium text-red-700">
              {problem}
            </p>
            {waiting && <p className="mt-1 text-stone-700">Continue without it, or try another code.</p>}
          </div>
        )}
      </div>
      {waiting && (
        <button
          type="button"
          onClick={onContinueWithout}
          disabled={pending !== null}
          aria-busy={pending === 'continue' || undefined}
          className={`${buttonSecondary} mt-3`}
        >
          {pending === 'continue' && <Spinner className="size-4" />}
          Continue without the code
        </button>
      )}
      <p role="status" className="sr-only">
        {pending === 'apply'
          ? 'Applying the code…'
          : pending === 'remove'
            ? 'Removing the code…'
            : shown
              ? `Code ${shown} applied.`
              : ''}
      </p>
    </div>
  );
}
