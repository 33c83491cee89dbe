import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MAX_REVIEW_LENGTH, reviewBodySchema, reviewerNameSchema } from '#shared/contract/reviews.ts';
import { StarRating } from '#web/components/ui/star-rating.tsx';
import { fieldLabel } from '#web/components/ui/styles.ts';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextArea } from '#web/components/ui/text-area.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';

// The server's own rules (docs/product.md#reviews), so the form says what is wrong before anything is sent.
const formSchema = reviewBodySchema.omit({ productId: true }).extend({ name: reviewerNameSchema });
export type ReviewValues = z.infer<typeof formSchema>;

type Props = {
  initial: ReviewValues;
  pending: boolean;
  onSubmit: (values: ReviewValues) => void;
};

/** The star rating, the review text and the name it is shown under. */
export function ReviewForm({ initial, pending, onSubmit }: Props) {
  const labelId = useId();
  const errorId = useId();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReviewValues>({ resolver: zodResolver(formSchema), defaultValues: initial });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Your review" className="space-y-5">
      <div>
        <span id={labelId} className={fieldLabel}>
          Rating
        </span>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <StarRating
              value={field.value}
              onChange={field.onChange}
              labelledBy={labelId}
              describedBy={errors.rating ? errorId : undefined}
              invalid={!!errors.rating}
            />
          )}
        />
        {errors.rating && (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
            {errors.rating.message}
          </p>
        )}
      </div>
      <TextArea
        label="Review"
        rows={6}
        maxLength={MAX_REVIEW_LENGTH}
        required
        error={errors.text?.message}
        {...register('text')}
      />
      <TextField
        label="Name shown with your review"
        hint="Leave it empty to post as Anonymous."
        autoComplete="nickname"
        error={errors.name?.message}
        {...register('name')}
      />
      <SubmitButton pending={pending} className="w-full sm:w-auto">
        Submit Review
      </SubmitButton>
    </form>
  );
}
