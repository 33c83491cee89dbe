import { type ReactNode, useEffect, useRef } from 'react';

type Props = { message: string | null; children?: ReactNode };

/**
 * A payment problem, said inline (docs/product.md#payments: inline and toasted). It takes focus when it appears, so
 * keyboard and screen-reader users land on what went wrong instead of on a button that no longer says anything new.
 */
export function PaymentAlert({ message, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 outline-none focus-visible:ring-2 focus-visible:ring-red-700"
    >
      <p className="font-medium">{message}</p>
      {children}
    </div>
  );
}
