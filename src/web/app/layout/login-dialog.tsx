import { type ComponentType, lazy, Suspense } from 'react';
import { Spinner } from '#web/components/ui/icons.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { closeLoginDialog, useLoginDialogOpen } from '#web/lib/login-dialog-store.ts';

const loadContent = () =>
  import('#web/features/auth/components/login-dialog-content.tsx').then((m): { default: ComponentType } => ({
    default: m.LoginDialogContent,
  }));

/** Starts downloading the forms before the first click (on hover or focus of a Login button). */
export function preloadLoginDialog() {
  void loadContent().catch(() => {});
}

// The forms are a separate chunk; if it cannot be fetched (offline, or a deploy replaced it) the dialog says so
// instead of the whole page failing.
const LoginDialogContent = lazy(() => loadContent().catch(() => ({ default: LoadFailed })));

/** The login/register modal, on every page (a ModalDialog). The forms arrive in their own chunk. */
export function LoginDialog() {
  const open = useLoginDialogOpen();
  return (
    <ModalDialog
      open={open}
      onClose={closeLoginDialog}
      title="Sign in or create an account"
      className="max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100%-2rem))] p-6 sm:p-8"
    >
      <div className="mt-5">
        {/* Unmounted when closed, so each opening starts with empty forms. */}
        {open && (
          <Suspense fallback={<Loading />}>
            <LoginDialogContent />
          </Suspense>
        )}
      </div>
    </ModalDialog>
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
