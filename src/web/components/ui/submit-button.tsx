import type { ReactNode } from 'react';
import { Spinner } from './icons.tsx';
import { buttonPrimary } from './styles.ts';

type Props = { pending: boolean; disabled?: boolean; children: ReactNode; className?: string };

/** A form's submit button: disabled while the request runs (no double submits), with a spinner to say why. */
export function SubmitButton({ pending, disabled, children, className = '' }: Props) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      className={`${buttonPrimary} ${className}`}
    >
      {pending && <Spinner />}
      {children}
    </button>
  );
}
