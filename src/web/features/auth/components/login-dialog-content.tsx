import { AltSignIn } from './alt-sign-in.tsx';
import { AuthTabs } from './auth-tabs.tsx';

/**
 * The body of the login/register modal. It is its own chunk, loaded on the first opening, so the forms and their
 * validation library stay out of every page's first download.
 */
export function LoginDialogContent() {
  return (
    <>
      <AuthTabs />
      <AltSignIn />
    </>
  );
}
