import type { DeliveryMethod } from '#shared/contract/delivery.ts';
import { deliveryCost } from '#shared/delivery.ts';
import { formatPence } from '#shared/money.ts';

type Props = {
  methods: DeliveryMethod[];
  /** The goods' worth before discounts, which each method's free-delivery threshold is counted on. */
  goods: number;
  chosen: string;
  onChoose: (id: string) => void;
};

/** The delivery methods of the shopper's country, each with what it costs this cart; the server prices it again. */
export function DeliveryMethods({ methods, goods, chosen, onChoose }: Props) {
  return (
    <fieldset className="mt-6">
      <legend className="text-sm font-semibold text-stone-800">Delivery method</legend>
      <div className="mt-2 space-y-2">
        {methods.map((m) => {
          const cost = deliveryCost(m, goods);
          const away = m.freeFrom !== null && cost > 0 ? m.freeFrom - goods : null;
          return (
            <label
              key={m.id}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="delivery-method"
                value={m.id}
                checked={chosen === m.id}
                onChange={() => onChoose(m.id)}
                className="mt-1 size-4 accent-brand-700"
              />
              <span className="flex-1">
                <span className="flex justify-between gap-4 font-medium text-stone-900">
                  {m.name}
                  <span className="tabular-nums">{cost === 0 ? 'Free' : formatPence(cost)}</span>
                </span>
                {m.days && <span className="block text-sm text-stone-600">{m.days}</span>}
                {away !== null && (
                  <span className="block text-sm text-stone-600">
                    Free from {formatPence(m.freeFrom ?? 0)}: {formatPence(away)} to go
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
