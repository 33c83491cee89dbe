import { formatPence } from '#shared/money.ts';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';

type Props = { total: number; submitting: boolean; locked?: boolean };

/**
 * 'Pay £12.34' with the server's total; disabled with a spinner while the payment runs (no double charge), and
 * while a new payment replaces this one (`locked`: its total is about to change).
 */
export function PayButton({ total, submitting, locked = false }: Props) {
  return (
    <SubmitButton pending={submitting} disabled={locked} className="mt-6 w-full py-3.5 text-lg">
      {submitting ? <span>Paying {formatPence(total)}…</span> : <span>Pay {formatPence(total)}</span>}
    </SubmitButton>
  );
}
