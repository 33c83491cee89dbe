import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { authErrorMessage } from '../api/auth-error.ts';
import { useSignUp } from '../api/sign-up.ts';
import {
  PASSWORD_HINT,
  PASSWORD_MISMATCH_HINT,
  PASSWORD_MISMATCH_MESSAGE,
  type RegisterValues,
  registerSchema,
} from '../schemas.ts';
import { useAuthSuccess } from '../use-auth-success.ts';
import { BusyNotice } from './busy-notice.tsx';

/** E-mail, password and its confirmation. A new account is signed in at once. */
export function RegisterForm() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const signUp = useSignUp();
  const succeed = useAuthSuccess();

  const onSubmit = ({ email, password, confirmPassword }: RegisterValues) => {
    // docs/product.md#accounts: a mismatch is said (toast, and beside the field) and nothing is sent.
    if (password !== confirmPassword) {
      setError('confirmPassword', { message: PASSWORD_MISMATCH_HINT }, { shouldFocus: true });
      toast.error(PASSWORD_MISMATCH_MESSAGE);
      return;
    }
    signUp.mutate(
      { email, password },
      {
        onSuccess: () => succeed('Registration Successful'),
        onError: (err) => toast.error(authErrorMessage(err)),
      },
    );
  };

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
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div>
        <SubmitButton pending={signUp.isPending} className="w-full">
          Register
        </SubmitButton>
        <BusyNotice busy={signUp.busy} />
      </div>
    </form>
  );
}
