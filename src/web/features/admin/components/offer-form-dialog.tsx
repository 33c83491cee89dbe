import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { BundleOfferView, OfferInput } from '#shared/contract/promotions.ts';
import { FormFooter } from '#web/components/ui/form-footer.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api.ts';
import { useSaveOffer } from '../api/promotions.ts';
import {
  EMPTY_OFFER,
  type OfferFormValues,
  offerFormSchema,
  toOfferFormValues,
} from '../offer-form-schema.ts';
import { PromotionFormDialog } from './promotion-form-dialog.tsx';
import { PromotionTargetFields } from './promotion-target-fields.tsx';
import { PromotionWindowFields } from './promotion-window-fields.tsx';

/** `timeZone`: the shop's (GET /api/shop), whose clock the start and end are typed in. */
type Props = { open: boolean; offer?: BundleOfferView; timeZone: string; onClose: () => void };

const FAILED = 'The offer could not be saved.';

/** Adds a bundle offer, or edits one. */
export function OfferFormDialog({ open, offer, timeZone, onClose }: Props) {
  return (
    <PromotionFormDialog
      open={open}
      onClose={onClose}
      title={offer ? 'Edit bundle offer' : 'New bundle offer'}
    >
      <OfferForm offer={offer} timeZone={timeZone} onDone={onClose} />
    </PromotionFormDialog>
  );
}

function OfferForm({
  offer,
  timeZone,
  onDone,
}: {
  offer?: BundleOfferView;
  timeZone: string;
  onDone: () => void;
}) {
  const save = useSaveOffer();
  const schema = useMemo(() => offerFormSchema(timeZone), [timeZone]);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<OfferFormValues, unknown, OfferInput>({
    resolver: zodResolver(schema),
    defaultValues: offer ? toOfferFormValues(offer, timeZone) : EMPTY_OFFER,
  });

  const submit = (input: OfferInput) =>
    save.mutate(
      { id: offer?.id, input },
      {
        onSuccess: () => {
          toast.success('Offer saved');
          onDone();
        },
      },
    );

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label="Bundle offer" className="mt-4 space-y-5">
      <TextField
        label="Label (shown to shoppers)"
        hint="e.g. 3+ bundles: 10% off"
        required
        autoComplete="off"
        error={errors.label?.message}
        {...register('label')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Minimum items"
          hint="From 2 to 100"
          inputMode="numeric"
          required
          autoComplete="off"
          error={errors.minQty?.message}
          {...register('minQty')}
        />
        <TextField
          label="Percent off (%)"
          hint="From 1 to 90"
          inputMode="numeric"
          required
          autoComplete="off"
          error={errors.percent?.message}
          {...register('percent')}
        />
      </div>
      <PromotionWindowFields
        timeZone={timeZone}
        start={register('startsAt')}
        end={register('endsAt')}
        errors={{ startsAt: errors.startsAt?.message, endsAt: errors.endsAt?.message }}
      />
      <PromotionTargetFields
        scope={watch('scope')}
        target={watch('target')}
        error={
          errors.target?.message ??
          errors.target?.categories?.message ??
          errors.target?.productIds?.message ??
          errors.target?.variantIds?.message
        }
        onChange={(next) => {
          setValue('scope', next.scope);
          setValue('target', next.target, { shouldValidate: isSubmitted });
        }}
      />
      <label className="flex items-center gap-2 text-stone-900">
        <input type="checkbox" className="size-5 accent-brand-700" {...register('paused')} />
        Paused (not shown or applied)
      </label>
      <FormFooter
        problem={save.isError ? (save.error instanceof ApiError ? save.error.message : FAILED) : null}
        pending={save.isPending}
        onCancel={onDone}
      >
        {offer ? 'Save offer' : 'Create offer'}
      </FormFooter>
    </form>
  );
}
