import { useState } from 'react';
import { toast } from 'sonner';
import { Spinner } from '#web/components/ui/icons.tsx';
import { buttonOutline } from '#web/components/ui/styles.ts';
import { authFeatures, useShopInfo } from '#web/lib/shop-info.ts';
import { authErrorMessage } from '../api/auth-error.ts';
import { useDemoLogin } from '../api/demo-login.ts';
import { useGoogleSignIn } from '../api/google-sign-in.ts';
import { useAuthSuccess } from '../use-auth-success.ts';
import { FeatureDisabledDialog } from './feature-disabled-dialog.tsx';

/**
 * The other ways in: Google, only when the server has it configured, and 'Test login' (docs/product.md#accounts), which
 * signs in the demo customer when that is switched on and otherwise explains why it is not.
 */
export function AltSignIn() {
  const shop = useShopInfo();
  const features = authFeatures(shop.data);
  const google = useGoogleSignIn();
  const demo = useDemoLogin();
  const succeed = useAuthSuccess();
  const [disabledOpen, setDisabledOpen] = useState(false);
  const onError = (err: unknown) => toast.error(authErrorMessage(err));

  const testLogin = () => {
    if (!features.demoLogin) {
      setDisabledOpen(true);
      return;
    }
    demo.mutate(undefined, { onSuccess: () => succeed('Login Successful'), onError });
  };

  return (
    <div className="mt-6">
      <p className="flex items-center gap-3 text-sm text-stone-600 before:h-px before:flex-1 before:bg-stone-200 after:h-px after:flex-1 after:bg-stone-200">
        or
      </p>
      <div className="mt-4 grid gap-3">
        {features.google && (
          <button
            type="button"
            onClick={() => google.mutate(undefined, { onError })}
            disabled={google.isPending}
            aria-busy={google.isPending || undefined}
            className={buttonOutline}
          >
            {google.isPending && <Spinner />}
            Continue with Google
          </button>
        )}
        <button
          type="button"
          onClick={testLogin}
          // Until the settings arrive we cannot tell which of the two things this button does.
          disabled={shop.isPending || demo.isPending}
          aria-busy={demo.isPending || undefined}
          aria-haspopup={features.demoLogin ? undefined : 'dialog'}
          className={buttonOutline}
        >
          {demo.isPending && <Spinner />}
          Test login
        </button>
      </div>
      <FeatureDisabledDialog
        open={disabledOpen}
        onClose={() => setDisabledOpen(false)}
        email={shop.data?.email}
      />
    </div>
  );
}
