import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { closeLoginDialog } from '#web/lib/login-dialog-store.ts';

/**
 * What every way of signing in ends with (docs/product.md#accounts): the modal closes, the home page, a success toast.
 */
export function useAuthSuccess() {
  const navigate = useNavigate();
  return useCallback(
    (message: 'Login Successful' | 'Registration Successful') => {
      closeLoginDialog();
      navigate('/');
      toast.success(message);
    },
    [navigate],
  );
}
