import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { textLink } from '#web/components/ui/styles.ts';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { closeLoginDialog } from '#web/lib/login-dialog-store.ts';
import { authErrorMessage } from '../api/auth-error.ts';
import { useSignIn } from '../api/sign-in.ts';
import { type LoginValues, loginSchema } from '../schemas.ts';
import { useAuthSuccess } from '../use-auth-success.ts';
import { BusyNotice } from './busy-notice.tsx';

/** E-mail and password; the button stays disabled until both are filled (docs/product.md#accounts). */
export function LoginForm() {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const signIn = useSignIn();
  const succeed = useAuthSuccess();

  const onSubmit = (values: LoginValues) =>
    signIn.mutate(values, {
      onSuccess: () => succeed('Login Successful'),
      // The form keeps what was typed, so a mistyped password is one correction away.
      onError: (err) => toast.error(authErrorMessage(err)),
    });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="text-right text-sm">
        <Link to="/reset" onClick={closeLoginDialog} className={textLink}>
          Forgot password?
        </Link>
      </p>
      <div>
        <SubmitButton pending={signIn.isPending} disabled={!email || !password} className="w-full">
          Login
        </SubmitButton>
        <BusyNotice busy={signIn.busy} />
      </div>
    </form>
  );
}
