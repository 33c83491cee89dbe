import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MAX_SAVED_ADDRESSES } from '#shared/contract/addresses.ts';
import type { Address } from '#shared/contract/checkout.ts';
import { zoneOfCountry } from '#shared/delivery.ts';
import { Breadcrumb } from '#web/components/ui/breadcrumb.tsx';
import { EmptyCart } from '#web/components/ui/empty-cart.tsx';
import { Spinner } from '#web/components/ui/icons.tsx';
import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { textLink } from '#web/components/ui/styles.ts';
import { ApiError } from '#web/lib/api.ts';
import { useCart } from '#web/lib/cart-store.ts';
import { useAddAddress, useSavedAddresses } from '#web/lib/saved-addresses.ts';
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
  // Coming back from /checkout to change something: the address typed then, not a saved one or the last order's.
  const [stored] = useState(readStoredAddress);
  const [storedMethod] = useState(readStoredMethod);
  // The address book (issue 33): offered above the form, its default filled in if the shop delivers there; the last
  // order's address only when there is no such default (or the book could not be loaded).
  const book = useSavedAddresses(count > 0);
  const delivery = shop.data?.delivery;
  const usableDefault =
    delivery && book.data?.find((s) => s.isDefault && zoneOfCountry(delivery, s.address.country) !== null);
  const lastAddress = useLastAddress(
    !stored && count > 0 && delivery !== undefined && (book.isError || (book.isSuccess && !usableDefault)),
  );
  const prefill = stored ? null : usableDefault ? usableDefault.address : lastAddress.data;
  const navigate = useNavigate();

  const add = useAddAddress();
  const offerSave = book.isSuccess && book.data.length < MAX_SAVED_ADDRESSES;

  const proceed = async (address: Address, deliveryMethodId: string, save: boolean) => {
    storeAddress(address);
    storeMethod(deliveryMethodId);
    if (save) {
      // Buying matters more than saving: a failed save is said, and the shopper goes on to pay all the same.
      try {
        await add.mutateAsync({ address });
        toast.success('Address saved to your address book');
      } catch (err) {
        const why = err instanceof ApiError ? ` ${err.message}` : '';
        toast.error(
          `The address could not be saved to your address book.${why} You can still pay for your order.`,
        );
      }
    }
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
              {book.isLoading ? (
                <>
                  <Spinner className="size-4 text-brand-700" />
                  Loading your saved addresses…
                </>
              ) : lastAddress.isFetching ? (
                <>
                  <Spinner className="size-4 text-brand-700" />
                  Filling in the address of your last order…
                </>
              ) : (
                book.isError &&
                'Your saved addresses could not be loaded. You can still type the address below.'
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
                  prefill={prefill}
                  saved={book.data}
                  offerSave={offerSave}
                  saving={add.isPending}
                  onSubmit={(address, method, save) => void proceed(address, method, save)}
                />
              )}
            </div>
          </>
        )}
      </div>
    </>
  );
}
