import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api.ts';

type SocialSignIn = { url: string; redirect: boolean };

/**
 * POST /api/auth/sign-in/social: the server answers with Google's consent page, and the browser goes there. Google
 * sends the visitor back to the server, which sets the cookie and returns them to the home page.
 */
export function useGoogleSignIn() {
  return useMutation({
    mutationFn: async () => {
      const res = await apiFetch<SocialSignIn>('/api/auth/sign-in/social', {
        method: 'POST',
        body: { provider: 'google', callbackURL: '/' },
      });
      // Done once the browser is told to leave: staying pending until it does would leave a dead spinner on a
      // page restored from the back/forward cache.
      window.location.href = res.url;
    },
  });
}
