import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { CodeInput, DiscountCodeView } from '#shared/contract/promotions.ts';
import { FormFooter } from '#web/components/ui/form-footer.tsx';
import { field, fieldLabel } from '#web/components/ui/styles.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api.ts';
import { useSaveCode } from '../api/promotions.ts';
import { type CodeFormValues, codeFormSchema, EMPTY_CODE, toCodeFormValues } from '../code-form-schema.ts';
import { PromotionFormDialog } from './promotion-form-dialog.tsx';
import { PromotionTargetFields } from './promotion-target-fields.tsx';
import { PromotionWindowFields } from './promotion-window-fields.tsx';

/** `timeZone`: the shop's (GET /api/shop), whose clock the start and end are typed in. */
type Props = { open: boolean; code?: DiscountCodeView; timeZone: string; onClose: () => void };

const FAILED = 'The code could not be saved.';

/** Adds a discount code, or edits one. */
export function CodeFormDialog({ open, code, timeZone, onClose }: Props) {
  return (
    <PromotionFormDialog
      open={open}
      onClose={onClose}
      title={code ? `Edit code ${code.code}` : 'New discount code'}
    >
      <CodeForm code={code} timeZone={timeZone} onDone={onClose} />
    </PromotionFormDialog>
  );
}

function CodeForm({
  code,
  timeZone,
  onDone,
}: {
  code?: DiscountCodeView;
  timeZone: string;
  onDone: () => void;
}) {
  const kindId = useId();
  const save = useSaveCode();
  const schema = useMemo(() => codeFormSchema(timeZone), [timeZone]);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<CodeFormValues, unknown, CodeInput>({
    resolver: zodResolver(schema),
    defaultValues: code ? toCodeFormValues(code, timeZone) : EMPTY_CODE,
  });
  const kind = watch('kind');

  const submit = (input: CodeInput) =>
    save.mutate(
      { id: code?.id, input },
      {
        onSuccess: (saved) => {
          toast.success(`Code ${saved?.code ?? input.code} ${code ? 'saved' : 'created'}`);
          onDone();
        },
        // A duplicate code is the code field's problem; anything else is said under the form.
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409) setError('code', { message: err.message });
        },
      },
    );
  const problem =
    save.isError && !(save.error instanceof ApiError && save.error.status === 409)
      ? save.error instanceof ApiError
        ? save.error.message
        : FAILED
      : undefined;

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label="Discount code" className="mt-4 space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Code"
          hint="Letters, digits and dashes, e.g. SUMMER10"
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="[&_input]:uppercase"
          error={errors.code?.message}
          {...register('code')}
        />
        <div>
          <label htmlFor={kindId} className={fieldLabel}>
            Discount
          </label>
          <select id={kindId} className={field} {...register('kind')}>
            <option value="percent">Percent off</option>
            <option value="fixed">Amount off</option>
            <option value="free_shipping">Free shipping</option>
          </select>
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {kind !== 'free_shipping' && (
          <TextField
            key={kind}
            label={kind === 'percent' ? 'Percent off (%)' : 'Amount off (£)'}
            hint={kind === 'percent' ? 'From 1 to 100' : 'In pounds, e.g. 5.00'}
            inputMode={kind === 'percent' ? 'numeric' : 'decimal'}
            required
            autoComplete="off"
            error={errors.value?.message}
            {...register('value')}
          />
        )}
        <TextField
          label="Minimum spend (£)"
          hint="Empty: any amount"
          inputMode="decimal"
          autoComplete="off"
          error={errors.minSubtotal?.message}
          {...register('minSubtotal')}
        />
      </div>
      <PromotionWindowFields
        timeZone={timeZone}
        start={register('startsAt')}
        end={register('endsAt')}
        errors={{ startsAt: errors.startsAt?.message, endsAt: errors.endsAt?.message }}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Uses in total"
          hint="Empty: no limit"
          inputMode="numeric"
          autoComplete="off"
          error={errors.maxRedemptions?.message}
          {...register('maxRedemptions')}
        />
        <TextField
          label="Uses per customer"
          hint="Empty: no limit"
          inputMode="numeric"
          autoComplete="off"
          error={errors.perCustomer?.message}
          {...register('perCustomer')}
        />
      </div>
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
      <div className="space-y-2">
        <label className="flex items-center gap-2 text-stone-900">
          <input type="checkbox" className="size-5 accent-brand-700" {...register('combines')} />
          Combines with bundle offers
        </label>
        <label className="flex items-center gap-2 text-stone-900">
          <input type="checkbox" className="size-5 accent-brand-700" {...register('paused')} />
          Paused (shoppers cannot use it)
        </label>
      </div>
      <FormFooter problem={problem} pending={save.isPending} onCancel={onDone}>
        {code ? 'Save code' : 'Create code'}
      </FormFooter>
    </form>
  );
}
