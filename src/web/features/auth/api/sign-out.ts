import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError, apiFetch } from '#web/lib/api.ts';
import { clearSession } from '#web/lib/use-session.ts';
import { authErrorMessage } from './auth-error.ts';

/**
 * POST /api/auth/sign-out: the server revokes the session; then the home page, and only then does the browser
 * forget the user — the other order would flash a guarded page's signed-out state (PERMISSION DENIED) first.
 * A plain async function rather than useMutation: the top bar is in every page's first download, and this keeps
 * the mutation machinery out of it.
 */
export function useSignOut() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  // A second press while the first is on its way (a double click, a slow network) must not sign out twice.
  const running = useRef(false);

  const signOut = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      try {
        await apiFetch('/api/auth/sign-out', { method: 'POST', body: {} });
      } catch (err) {
        // A 401 means the session had already ended on the server: the visitor is signed out either way.
        if (!(err instanceof ApiError && err.status === 401)) throw err;
      }
      await navigate('/');
      clearSession(client);
      // No toast id: sonner folds a toast into an earlier one with the same id, and if that one is just timing
      // out (a sign-out again within its four seconds) the new one vanishes with it. `running` stops doubles.
      toast.success('User Signed Out');
    } catch (err) {
      toast.error(authErrorMessage(err));
    } finally {
      running.current = false;
      setPending(false);
    }
  }, [client, navigate]);

  return { signOut, pending };
}
