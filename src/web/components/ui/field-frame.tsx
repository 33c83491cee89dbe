import { type ReactNode, useId } from 'react';
import { fieldLabel } from './styles.ts';

/** `label` may carry words for screen readers only (a row number in a list of like fields). */
type Frame = { id?: string; label: ReactNode; hint?: string; error?: string; className?: string };

/**
 * What every form field shares: a visible label, and an optional hint and error tied to the control with
 * aria-describedby so a screen reader reads them with it. `control` gets the ids and ARIA to spread on it.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  className,
  control,
}: Frame & { control: (aria: ControlAria) => ReactNode }) {
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
      {control({ id: inputId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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

export type ControlAria = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};
