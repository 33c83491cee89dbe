import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { closeLoginDialog, useLoginDialogOpen } from '../../lib/login-dialog-store.ts';
import { useShopInfo } from '../../lib/shop-info.ts';

/**
 * The sign-in dialog. Customer accounts arrive in a later release; until then it says so plainly and offers the
 * shop's e-mail for help, rather than showing a form that cannot work. It is a native modal <dialog>: the browser
 * traps focus inside, closes it on Escape and returns focus to the button that opened it.
 */
export function LoginDialog() {
  const open = useLoginDialogOpen();
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
      onClose={closeLoginDialog}
      onClick={(e) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (e.target === e.currentTarget) closeLoginDialog();
      }}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-brand-900/50"
    >
      {open && <DialogBody titleId={titleId} />}
    </dialog>
  );
}

function DialogBody({ titleId }: { titleId: string }) {
  const shop = useShopInfo();

  return (
    <div className="p-6 sm:p-8">
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="font-display text-2xl text-brand-900">
          Login
        </h2>
        <button
          type="button"
          onClick={closeLoginDialog}
          aria-label="Close"
          className="-m-2 rounded-full p-2 text-stone-600 hover:bg-stone-100 hover:text-stone-900"
        >
          <CloseIcon />
        </button>
      </div>
      <p className="mt-4 text-stone-700">
        Customer accounts are on their way. Soon you will sign in here to check out, follow your orders and
        review the products you love.
      </p>
      <p className="mt-3 text-stone-700">
        Need a hand in the meantime?{' '}
        {shop.data ? (
          <>
            E-mail us at{' '}
            <a
              className="font-medium text-brand-700 underline underline-offset-2"
              href={`mailto:${shop.data.email}`}
            >
              {shop.data.email}
            </a>
            .
          </>
        ) : shop.isError ? (
          <>
            Send us a message through{' '}
            <Link
              className="font-medium text-brand-700 underline underline-offset-2"
              to="/contact"
              onClick={closeLoginDialog}
            >
              Contact Us
            </Link>
            .
          </>
        ) : (
          <span className="text-stone-600">Loading our contact details…</span>
        )}
      </p>
      <div className="mt-6 flex justify-end">
        <button
          type="button"
          onClick={closeLoginDialog}
          className="rounded-full bg-brand-700 px-6 py-2.5 font-medium text-white hover:bg-brand-800"
        >
          Got it
        </button>
      </div>
    </div>
  );
}
