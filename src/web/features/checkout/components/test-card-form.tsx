import { zodResolver } from '@hookform/resolvers/zod';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { TextField } from '#web/components/ui/text-field.tsx';
import {
  type CardDetails,
  type CardFormValues,
  cardFormSchema,
  formatCardNumber,
  formatCvc,
  formatExpiry,
} from '../card-input.ts';
import { PayButton } from './pay-button.tsx';
import { TestModeNotice } from './test-mode-notice.tsx';

type Props = {
  total: number;
  submitting: boolean;
  /** A new payment is on its way (a discount code applied or removed): the form waits for it. */
  locked?: boolean;
  onPay: (card: CardDetails) => void;
};

/** Tidies what is typed (spaces in the number, ' / ' in the expiry) before react-hook-form reads it. */
function formatted(field: UseFormRegisterReturn, format: (v: string) => string): UseFormRegisterReturn {
  return {
    ...field,
    onChange: (e) => {
      const input = e.target as HTMLInputElement;
      input.value = format(input.value);
      return field.onChange(e);
    },
  };
}

/** The built-in test provider's card form: number, expiry and CVC, each labelled (docs/product.md#payments). */
export function TestCardForm({ total, submitting, locked = false, onPay }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CardFormValues, unknown, CardDetails>({
    resolver: zodResolver(cardFormSchema),
    defaultValues: { number: '', expiry: '', cvc: '' },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((card) => {
        if (!locked) onPay(card);
      })}
      className="space-y-4"
      aria-label="Card details"
    >
      <TestModeNotice />
      <fieldset disabled={locked} className="space-y-4">
        <TextField
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          required
          error={errors.number?.message}
          {...formatted(register('number'), formatCardNumber)}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Expiry (MM / YY)"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            required
            error={errors.expiry?.message}
            {...formatted(register('expiry'), formatExpiry)}
          />
          <TextField
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            required
            error={errors.cvc?.message}
            {...formatted(register('cvc'), formatCvc)}
          />
        </div>
      </fieldset>
      <PayButton total={total} submitting={submitting} locked={locked} />
    </form>
  );
}
