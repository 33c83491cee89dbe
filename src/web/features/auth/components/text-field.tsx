import { type ComponentProps, useId } from 'react';
import { field, fieldLabel } from './styles.ts';

type Props = ComponentProps<'input'> & { label: string; hint?: string; error?: string };

/**
 * A labelled input with an optional hint and error, both tied to it with aria-describedby so a screen reader
 * reads them with the field. Takes react-hook-form's register() props, ref included.
 */
export function TextField({ label, hint, error, id, className, ...input }: Props) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <label htmlFor={inputId} className={fieldLabel}>
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={field}
        {...input}
      />
      {hint && !error && (
        <p id={hintId} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
