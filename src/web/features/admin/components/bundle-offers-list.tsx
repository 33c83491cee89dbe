import { toast } from 'sonner';
import type { BundleOfferView } from '#shared/contract/promotions.ts';
import { ApiError } from '#web/lib/api.ts';
import { useSaveOffer } from '../api/promotions.ts';
import type { VariantOwner } from '../api/variant-owners.ts';
import { offerBody } from '../offer-form-schema.ts';
import { appliesTo, offerGives, windowWords } from '../promotion-words.ts';
import { Empty } from './discount-codes-list.tsx';
import { PromotionCard } from './promotion-card.tsx';

type Props = {
  /** The shop's, whose clock the start and end are shown in. */
  timeZone: string;
  offers: BundleOfferView[];
  onEdit: (o: BundleOfferView) => void;
  /** The variants the promotions name, with their products (useVariantOwners); undefined until known. */
  variants?: ReadonlyMap<string, VariantOwner>;
  onDelete: (o: BundleOfferView) => void;
};

/** The bundle offers, newest first; Pause and Resume send the whole offer back with `paused` turned over. */
export function BundleOffersList({ offers, timeZone, variants, onEdit, onDelete }: Props) {
  const save = useSaveOffer();
  const toggle = (o: BundleOfferView) =>
    save.mutate(
      { id: o.id, input: offerBody(o, { paused: !o.paused }) },
      {
        onSuccess: () => toast.success(`Offer ${o.paused ? 'resumed' : 'paused'}`),
        onError: (err) =>
          toast.error(err instanceof ApiError ? err.message : 'The offer could not be changed.'),
      },
    );
  if (offers.length === 0) return <Empty>No bundle offers yet.</Empty>;
  return (
    <ul className="flex flex-col gap-3">
      {offers.map((o) => (
        <li key={o.id}>
          <PromotionCard
            title={o.label}
            status={o.status}
            facts={[
              ['Gives', offerGives(o)],
              ['Applies to', appliesTo(o.target, variants)],
              ['When', windowWords(o, timeZone)],
            ]}
            paused={o.paused}
            pending={save.isPending && save.variables?.id === o.id}
            onEdit={() => onEdit(o)}
            onPause={() => toggle(o)}
            onDelete={() => onDelete(o)}
          />
        </li>
      ))}
    </ul>
  );
}
