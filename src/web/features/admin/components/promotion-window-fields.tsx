import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '#web/components/ui/text-field.tsx';
import { zoneName } from '../shop-time.ts';

type Props = {
  timeZone: string;
  start: UseFormRegisterReturn;
  end: UseFormRegisterReturn;
  errors: { startsAt?: string; endsAt?: string };
};

/** The start and end, typed as the shop's clock shows them ('UK time'); either may be left empty. */
export function PromotionWindowFields({ timeZone, start, end, errors }: Props) {
  const zone = zoneName(timeZone);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={`Starts (${zone})`}
        hint="Empty: from now"
        type="datetime-local"
        error={errors.startsAt}
        {...start}
      />
      <TextField
        label={`Ends (${zone})`}
        hint="Empty: no end"
        type="datetime-local"
        error={errors.endsAt}
        {...end}
      />
    </div>
  );
}
