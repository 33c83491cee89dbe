import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Address } from '#shared/contract/checkout.ts';
import { Breadcrumb } from '#web/components/ui/breadcrumb.tsx';
import { EmptyCart } from '#web/components/ui/empty-cart.tsx';
import { Spinner } from '#web/components/ui/icons.tsx';
import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { textLink } from '#web/components/ui/styles.ts';
import { useCart } from '#web/lib/cart-store.ts';
import { useShopInfo } from '#web/lib/shop-info.ts';
import { readStoredAddress, readStoredMethod, storeAddress, storeMethod } from '../address-storage.ts';
import { useLastAddress } from '../api/last-address.ts';
import { checkoutItems } from '../checkout-items.ts';
import { AddressForm } from '../components/address-form.tsx';

/** /checkout-details: where the order goes. Billing uses the same address (docs/product.md#checkout). */
export function CheckoutDetailsPage() {
  const { lines, totalAmount } = useCart();
  // Where the shop delivers and at what prices: the form's countries and methods.
  const shop = useShopInfo();
  const count = checkoutItems(lines).reduce((n, l) => n + l.qty, 0);
  // Coming back from /checkout to change something: the address typed then, not the last order's.
  const [stored] = useState(readStoredAddress);
  const [storedMethod] = useState(readStoredMethod);
  const lastAddress = useLastAddress(!stored && count > 0);
  const navigate = useNavigate();

  const proceed = (address: Address, deliveryMethodId: string) => {
    storeAddress(address);
    storeMethod(deliveryMethodId);
    navigate('/checkout');
  };

  return (
    <>
      <title>Checkout | Tressa</title>
      <Breadcrumb items={['Checkout']} />
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <h1 className="font-display text-3xl text-brand-900 sm:text-4xl">Shipping address</h1>
        {count === 0 ? (
          <div className="mt-8">
            <EmptyCart />
          </div>
        ) : (
          <>
            <p className="mt-2 text-stone-700">
              {count === 1 ? '1 item' : `${count} items`} in your cart (
              <Link to="/cart" className={textLink}>
                review cart
              </Link>
              ). We use this address for delivery and billing; you pay on the next page.
            </p>
            <p role="status" className="mt-3 flex min-h-6 items-center gap-2 text-sm text-stone-700">
              {lastAddress.isFetching && (
                <>
                  <Spinner className="size-4 text-brand-700" />
                  Filling in the address of your last order…
                </>
              )}
            </p>
            <div className="mt-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
              {shop.isError ? (
                <QueryError
                  title="The countries we deliver to could not be loaded."
                  error={shop.error}
                  onRetry={() => void shop.refetch()}
                  retrying={shop.isFetching}
                />
              ) : !shop.data ? (
                <LoadingStatus>Loading the countries we deliver to…</LoadingStatus>
              ) : (
                <AddressForm
                  delivery={shop.data.delivery}
                  goods={totalAmount}
                  initial={stored}
                  initialMethod={storedMethod}
                  prefill={lastAddress.data}
                  onSubmit={proceed}
                />
              )}
            </div>
          </>
        )}
      </div>
    </>
  );
}
