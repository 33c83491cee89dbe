import { type ReactNode, useState } from 'react';
import type { BundleOfferView, DiscountCodeView } from '#shared/contract/promotions.ts';
import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { buttonPrimary } from '#web/components/ui/styles.ts';
import { useShopInfo } from '#web/lib/shop-info.ts';
import { usePromotions } from '../api/promotions.ts';
import { useVariantOwners } from '../api/variant-owners.ts';
import { BundleOffersList } from '../components/bundle-offers-list.tsx';
import { CodeFormDialog } from '../components/code-form-dialog.tsx';
import { DeletePromotionDialog } from '../components/delete-promotion-dialog.tsx';
import { DiscountCodesList } from '../components/discount-codes-list.tsx';
import { OfferFormDialog } from '../components/offer-form-dialog.tsx';
import { zoneName } from '../shop-time.ts';

/** Which form is open: a new one (no item) or the item's. */
type Editing<T> = { item?: T } | null;
type Deleting = { kind: 'codes' | 'offers'; id: string; name: string } | null;

/** /admin/promotions: the discount codes shoppers type and the bundle offers that apply by themselves (issue 17). */
export function AdminPromotionsPage() {
  const promotions = usePromotions();
  // Times are read and written by the shop's clock, so nothing is shown until the shop says its zone.
  const shop = useShopInfo();
  const timeZone = shop.data?.timeZone;
  const failed = promotions.isError ? promotions : shop.isError ? shop : null;
  const [code, setCode] = useState<Editing<DiscountCodeView>>(null);
  const [offer, setOffer] = useState<Editing<BundleOfferView>>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const { data } = promotions;
  // Promotions name variants by bare id (issue 31): their products and labels are asked for, to be named in words.
  const variants = useVariantOwners(
    [...(data?.codes ?? []), ...(data?.offers ?? [])].flatMap((p) => p.target.variantIds),
  ).byId;

  return (
    <section aria-labelledby="promotions-heading">
      <title>Promotions | Admin | Tressa</title>
      <h1 id="promotions-heading" className="font-display text-3xl text-brand-900 sm:text-4xl">
        Promotions
      </h1>
      <p className="mt-2 text-sm text-stone-600">
        Times are the shop's{timeZone ? ` (${zoneName(timeZone)})` : ''}. The best bundle offer applies by
        itself; a code applies on top, unless it does not combine with offers.
      </p>
      {failed ? (
        <div className="mt-6">
          <QueryError
            title="The promotions could not be loaded."
            error={failed.error}
            onRetry={() => void failed.refetch()}
            retrying={failed.isFetching}
          />
        </div>
      ) : !data || !timeZone ? (
        <LoadingStatus className="mt-6">Loading the promotions…</LoadingStatus>
      ) : (
        <>
          <Part id="codes-heading" title="Discount codes" add="New code" onAdd={() => setCode({})}>
            <DiscountCodesList
              codes={data.codes}
              timeZone={timeZone}
              variants={variants}
              onEdit={(item) => setCode({ item })}
              onDelete={(c) => setDeleting({ kind: 'codes', id: c.id, name: c.code })}
            />
          </Part>
          <Part id="offers-heading" title="Bundle offers" add="New offer" onAdd={() => setOffer({})}>
            <BundleOffersList
              offers={data.offers}
              timeZone={timeZone}
              variants={variants}
              onEdit={(item) => setOffer({ item })}
              onDelete={(o) => setDeleting({ kind: 'offers', id: o.id, name: o.label })}
            />
          </Part>
        </>
      )}
      {timeZone && (
        <>
          <CodeFormDialog open={!!code} code={code?.item} timeZone={timeZone} onClose={() => setCode(null)} />
          <OfferFormDialog
            open={!!offer}
            offer={offer?.item}
            timeZone={timeZone}
            onClose={() => setOffer(null)}
          />
        </>
      )}
      <DeletePromotionDialog
        kind={deleting?.kind ?? 'codes'}
        item={deleting}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}

type PartProps = { id: string; title: string; add: string; onAdd: () => void; children: ReactNode };

function Part({ id, title, add, onAdd, children }: PartProps) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="font-display text-2xl text-brand-900">
          {title}
        </h2>
        <button type="button" onClick={onAdd} className={buttonPrimary}>
          {add}
        </button>
      </div>
      {children}
    </section>
  );
}
