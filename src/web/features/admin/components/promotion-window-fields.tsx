import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '#web/components/ui/text-field.tsx';

type Props = {
  start: UseFormRegisterReturn;
  end: UseFormRegisterReturn;
  errors: { startsAt?: string; endsAt?: string };
};

/** The start and end, typed as the shop's clock shows them (UK time); either may be left empty. */
export function PromotionWindowFields({ start, end, errors }: Props) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Starts (UK time)"
        hint="Empty: from now"
        type="datetime-local"
        error={errors.startsAt}
        {...start}
      />
      <TextField
        label="Ends (UK time)"
        hint="Empty: no end"
        type="datetime-local"
        error={errors.endsAt}
        {...end}
      />
    </div>
  );
}
