import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { textLink } from '#web/components/ui/styles.ts';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { openLoginDialog } from '#web/lib/login-dialog-store.ts';
import { authErrorMessage } from '../api/auth-error.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { type ResetRequestValues, resetRequestSchema } from '../schemas.ts';

/**
 * /reset: ask for a reset link. The answer is the same whether or not the address has an account, so nobody can
 * use this page to learn who shops here; only a failure to ask at all (too many attempts, no network) differs.
 */
export function ResetPage() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: '' } });
  const request = useRequestPasswordReset();

  const onSubmit = ({ email }: ResetRequestValues) =>
    request.mutate(email, { onSuccess: () => toast.info('Check email for reset link') });

  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <title>Reset password | Tressa</title>
      <h1 className="font-display text-3xl text-brand-900 sm:text-4xl">Reset password</h1>
      <p className="mt-3 text-stone-700">
        Enter the e-mail address you registered with and we will send you a link to choose a new password.
      </p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-6 space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <SubmitButton pending={request.isPending} className="w-full">
          Reset Password
        </SubmitButton>
      </form>
      {/* Always in the page, so screen readers announce what appears in it. */}
      <div role="status" className="mt-4 empty:hidden">
        {request.isSuccess && (
          <p className="rounded-lg bg-brand-50 p-4 text-brand-900">
            Check your Registered email address for reset link (<em>Check Spam</em>)
          </p>
        )}
      </div>
      <div role="alert" className="mt-4 empty:hidden">
        {request.isError && (
          <p className="rounded-lg bg-red-50 p-4 text-red-900">{authErrorMessage(request.error)}</p>
        )}
      </div>
      <p className="mt-8 text-center text-sm text-stone-700">
        Remembered it?{' '}
        <button type="button" onClick={() => openLoginDialog()} aria-haspopup="dialog" className={textLink}>
          Login
        </button>
      </p>
    </section>
  );
}
