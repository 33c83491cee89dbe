import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { textLink } from '#web/components/ui/styles.ts';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api.ts';
import { openLoginDialog } from '#web/lib/login-dialog-store.ts';
import { authErrorMessage } from '../api/auth-error.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { BusyNotice } from '../components/busy-notice.tsx';
import {
  type NewPasswordValues,
  newPasswordSchema,
  PASSWORD_HINT,
  PASSWORD_MISMATCH_HINT,
  PASSWORD_MISMATCH_MESSAGE,
} from '../schemas.ts';

export const INVALID_LINK_MESSAGE = 'This reset link is invalid or has already been used.';

/** /reset-password?token=…, opened from the e-mailed link: choose a new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [linkDead, setLinkDead] = useState(false);

  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <title>Choose a new password | Tressa</title>
      {/* The token is in this page's address; no other site should receive it as a referrer. */}
      <meta name="referrer" content="no-referrer" />
      <h1 className="font-display text-3xl text-brand-900 sm:text-4xl">Choose a new password</h1>
      {!token || linkDead ? (
        <div role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-red-900">
          <p className="font-medium">{INVALID_LINK_MESSAGE}</p>
          <p className="mt-2">
            Links work once and for a limited time.{' '}
            <Link to="/reset" className={textLink}>
              Ask for a new reset link
            </Link>
          </p>
        </div>
      ) : (
        <NewPasswordForm token={token} onInvalidLink={() => setLinkDead(true)} />
      )}
    </section>
  );
}

function NewPasswordForm({ token, onInvalidLink }: { token: string; onInvalidLink: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const reset = useResetPassword();
  const navigate = useNavigate();

  const onSubmit = ({ password, confirmPassword }: NewPasswordValues) => {
    if (password !== confirmPassword) {
      setError('confirmPassword', { message: PASSWORD_MISMATCH_HINT }, { shouldFocus: true });
      toast.error(PASSWORD_MISMATCH_MESSAGE);
      return;
    }
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: async () => {
          toast.success('Password changed. Please sign in.');
          await navigate('/', { replace: true });
          openLoginDialog('login');
        },
        // A dead link replaces the form; anything else (too many attempts, no network) shows under it.
        onError: (err) => {
          if (isInvalidToken(err)) onInvalidLink();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-6 space-y-4">
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div role="alert" className="empty:hidden">
        {reset.isError && !isInvalidToken(reset.error) && (
          <p className="rounded-lg bg-red-50 p-4 text-red-900">{authErrorMessage(reset.error)}</p>
        )}
      </div>
      <div>
        <SubmitButton pending={reset.isPending} className="w-full">
          Change password
        </SubmitButton>
        <BusyNotice busy={reset.busy} />
      </div>
    </form>
  );
}

function isInvalidToken(err: unknown): boolean {
  return err instanceof ApiError && err.code.toLowerCase() === 'invalid_token';
}
