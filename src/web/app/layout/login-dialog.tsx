import { type ComponentType, lazy, Suspense, useEffect, useId, useRef } from 'react';
import { CloseIcon, Spinner } from '../../components/ui/icons.tsx';
import { closeLoginDialog, useLoginDialogOpen } from '../../lib/login-dialog-store.ts';

const loadContent = () =>
  import('../../features/auth/components/login-dialog-content.tsx').then((m): { default: ComponentType } => ({
    default: m.LoginDialogContent,
  }));

/** Starts downloading the forms before the first click (on hover or focus of a Login button). */
export function preloadLoginDialog() {
  void loadContent().catch(() => {});
}

// The forms are a separate chunk; if it cannot be fetched (offline, or a deploy replaced it) the dialog says so
// instead of the whole page failing.
const LoginDialogContent = lazy(() => loadContent().catch(() => ({ default: LoadFailed })));

/**
 * The login/register modal, on every page. It is a native modal <dialog>: the browser traps focus inside, closes
 * it on Escape and returns focus to the button that opened it. The header lives here, not in the lazy chunk, so
 * the focus the browser puts on Close survives the forms arriving.
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
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer convenience; Escape and the Close button serve the keyboard.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={(e) => {
        // Only this dialog's own close; a dialog stacked inside it reports its close through React too.
        if (e.target === e.currentTarget) closeLoginDialog();
      }}
      onClick={(e) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (e.target === e.currentTarget) closeLoginDialog();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100%-2rem))] rounded-2xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-brand-900/50"
    >
      <div className="p-6 sm:p-8">
        <div className="mb-5 flex items-start justify-between gap-4">
          <h2 id={titleId} className="font-display text-2xl text-brand-900">
            Sign in or create an account
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
        {/* Unmounted when closed, so each opening starts with empty forms. */}
        {open && (
          <Suspense fallback={<Loading />}>
            <LoginDialogContent />
          </Suspense>
        )}
      </div>
    </dialog>
  );
}

function Loading() {
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-16 text-stone-700">
      <Spinner className="size-6 text-brand-700" />
      Loading…
    </p>
  );
}

function LoadFailed() {
  return (
    <div role="alert" className="py-6 text-stone-700">
      <p className="font-medium text-stone-900">The sign-in form could not be loaded.</p>
      <p className="mt-2">Check your connection, then reload the page and try again.</p>
    </div>
  );
}
