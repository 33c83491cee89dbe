import { useState } from 'react';
import { toast } from 'sonner';
import type { ContactBody } from '#shared/contract/contact.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { ShopContacts } from '#web/components/ui/shop-contacts.tsx';
import { ApiError } from '#web/lib/api.ts';
import { useShopInfo } from '#web/lib/shop-info.ts';
import { useSendContact } from '../api/send-contact.ts';
import { ContactForm } from '../components/contact-form.tsx';

export const CONTACT_SUCCESS = 'Feedback Recorded. We will Contact you shortly';
export const CONTACT_FAILURE = 'Something went Wrong , Please try again later';

/** Too many messages says why (and when to try again); any other failure is the catalogue's message. */
const failureText = (error: unknown) =>
  error instanceof ApiError && error.status === 429 ? error.message : CONTACT_FAILURE;

/** /contact: the form, with the shop's phone and social handle beside it (docs/product.md#contact). */
export function ContactPage() {
  const send = useSendContact();
  const [sent, setSent] = useState(false);

  const onSubmit = (body: ContactBody, reset: () => void) => {
    setSent(false);
    send.mutate(body, {
      onSuccess: () => {
        setSent(true);
        reset();
        toast.success(CONTACT_SUCCESS);
      },
      onError: (error) => toast.error(failureText(error)),
    });
  };

  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <PageMeta
        title="Contact Us | Tressa"
        description="Questions about an order, a length or a colour? Write to Tressa, or reach us by phone, e-mail or Instagram."
        canonicalPath="/contact"
      />
      <h1 className="font-display text-3xl text-brand-900 sm:text-4xl">Contact Us</h1>
      <p className="mt-2 text-stone-700">Questions about an order, a length or a colour? Write to us.</p>
      <div className="mt-8 grid gap-8 md:grid-cols-[2fr_1fr]">
        <div className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <ContactForm pending={send.isPending} onSubmit={onSubmit} />
          <div role="status" className="mt-4 empty:hidden">
            {sent && <p className="rounded-lg bg-green-50 p-4 text-green-900">{CONTACT_SUCCESS}</p>}
          </div>
          <div role="alert" className="mt-4 empty:hidden">
            {send.isError && (
              <p className="rounded-lg bg-red-50 p-4 text-red-900">{failureText(send.error)}</p>
            )}
          </div>
        </div>
        <ReachUs />
      </div>
    </section>
  );
}

function ReachUs() {
  const shop = useShopInfo();
  return (
    <aside aria-labelledby="reach-heading" className="rounded-2xl bg-brand-50 p-6 text-stone-800">
      <h2 id="reach-heading" className="font-display text-xl text-brand-900">
        Other ways to reach us
      </h2>
      {shop.data ? (
        <ShopContacts
          shop={shop.data}
          className="mt-4 space-y-3"
          linkClass="font-medium text-brand-800 underline underline-offset-2"
        />
      ) : (
        <p role="status" className="mt-4 text-sm text-stone-700">
          {shop.isError ? 'Our phone number could not be loaded.' : 'Loading…'}
        </p>
      )}
    </aside>
  );
}
