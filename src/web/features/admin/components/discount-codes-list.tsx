import { toast } from 'sonner';
import type { DiscountCodeView } from '#shared/contract/promotions.ts';
import { ApiError } from '#web/lib/api.ts';
import { useSaveCode } from '../api/promotions.ts';
import type { VariantOwner } from '../api/variant-owners.ts';
import { codeBody } from '../code-form-schema.ts';
import { appliesTo, codeGives, codeLimits, redeemedWords, windowWords } from '../promotion-words.ts';
import { PromotionCard } from './promotion-card.tsx';

type Props = {
  codes: DiscountCodeView[];
  /** The shop's, whose clock the start and end are shown in. */
  timeZone: string;
  onEdit: (c: DiscountCodeView) => void;
  /** The variants the promotions name, with their products (useVariantOwners); undefined until known. */
  variants?: ReadonlyMap<string, VariantOwner>;
  onDelete: (c: DiscountCodeView) => void;
};

/** The discount codes, newest first; Pause and Resume send the whole code back with `paused` turned over. */
export function DiscountCodesList({ codes, timeZone, variants, onEdit, onDelete }: Props) {
  const save = useSaveCode();
  const toggle = (c: DiscountCodeView) =>
    save.mutate(
      { id: c.id, input: codeBody(c, { paused: !c.paused }) },
      {
        onSuccess: () => toast.success(`Code ${c.code} ${c.paused ? 'resumed' : 'paused'}`),
        onError: (err) =>
          toast.error(err instanceof ApiError ? err.message : 'The code could not be changed.'),
      },
    );
  if (codes.length === 0) return <Empty>No discount codes yet.</Empty>;
  return (
    <ul className="flex flex-col gap-3">
      {codes.map((c) => (
        <li key={c.id}>
          <PromotionCard
            title={c.code}
            mono
            status={c.status}
            facts={[
              ['Gives', codeGives(c)],
              ['Applies to', appliesTo(c.target, variants)],
              ['When', windowWords(c, timeZone)],
              ['Limits', codeLimits(c)],
              ['Used', redeemedWords(c)],
            ]}
            paused={c.paused}
            pending={save.isPending && save.variables?.id === c.id}
            onEdit={() => onEdit(c)}
            onPause={() => toggle(c)}
            onDelete={() => onDelete(c)}
          />
        </li>
      ))}
    </ul>
  );
}

export function Empty({ children }: { children: string }) {
  return (
    <p className="rounded-2xl bg-white p-8 text-center font-display text-2xl text-stone-700 ring-1 ring-stone-200">
      {children}
    </p>
  );
}
