import type { ReactNode } from 'react';
import { buttonOutline } from './styles.ts';
import { SubmitButton } from './submit-button.tsx';

/**
 * The end of a dialog's form: what went wrong (announced), then Cancel and the submit button, which shows the wait.
 */
export function FormFooter({
  problem,
  pending,
  onCancel,
  children,
}: {
  problem?: string | null;
  pending: boolean;
  onCancel: () => void;
  /** The submit button's words. */
  children: ReactNode;
}) {
  return (
    <>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onCancel} className={buttonOutline}>
          Cancel
        </button>
        <SubmitButton pending={pending}>{children}</SubmitButton>
      </div>
    </>
  );
}
