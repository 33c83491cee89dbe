import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { cart } from '#web/lib/cart-store.ts';
import { clearStoredAddress, clearStoredCode } from './address-storage.ts';
import { PAYMENT_SUCCESSFUL } from './texts.ts';

/** What happens once a payment succeeded (docs/product.md#payments): toast, empty cart, on to the confirmation. */
export function usePaymentSuccess() {
  const navigate = useNavigate();
  return (orderId: string) => {
    cart.clear({ quiet: true });
    clearStoredAddress();
    clearStoredCode();
    toast.success(PAYMENT_SUCCESSFUL);
    // Replace: Back must not land on a payment page for a cart that no longer exists.
    navigate(`/checkout-success?order=${encodeURIComponent(orderId)}`, { replace: true });
  };
}
