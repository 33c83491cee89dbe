import { useEffect, useId, useRef } from 'react';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { buttonPrimary, textLink } from './styles.ts';

export const FEATURE_DISABLED_TITLE = 'SORRY, this feature is currently Disabled due to Spamming';

type Props = { open: boolean; onClose: () => void; email: string | undefined };

/**
 * DECISIONS 19: what 'Test login' opens when the demo account is switched off. A native modal <dialog> stacked on
 * the login dialog: Escape closes only this one, and focus goes back to the button that opened it.
 */
export function FeatureDisabledDialog({ open, onClose, email }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer convenience; Escape and the Close buttons serve the keyboard.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // React passes a nested dialog's close event up to the outer one's handler; each handles only its own.
      onClose={(e) => {
        e.stopPropagation();
        onClose();
      }}
      onClick={(e) => {
        e.stopPropagation();
        if (e.target === e.currentTarget) onClose();
      }}
      className="m-auto w-[min(26rem,calc(100%-2rem))] rounded-2xl bg-white p-6 text-stone-900 shadow-2xl backdrop:bg-brand-900/50"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="font-display text-xl text-brand-900">
          {FEATURE_DISABLED_TITLE}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="-m-2 rounded-full p-2 text-stone-600 hover:bg-stone-100 hover:text-stone-900"
        >
          <CloseIcon />
        </button>
      </div>
      <p className="mt-4 text-stone-700">
        To try the shop with a test account, or for anything else, write to us at{' '}
        {email ? (
          <a className={textLink} href={`mailto:${email}`}>
            {email}
          </a>
        ) : (
          'our contact address'
        )}
        . You can also register your own account in a few seconds.
      </p>
      <div className="mt-6 flex justify-end">
        <button type="button" onClick={onClose} className={buttonPrimary}>
          OK
        </button>
      </div>
    </dialog>
  );
}
