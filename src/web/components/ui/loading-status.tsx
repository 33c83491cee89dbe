import type { ReactNode } from 'react';
import { Spinner } from './icons.tsx';

/** A wait inside a page: a spinner and what is loading, in a polite status region. */
export function LoadingStatus({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <p role="status" className={`flex items-center gap-3 text-stone-700 ${className}`}>
      <Spinner className="size-6 text-brand-700" />
      {children}
    </p>
  );
}
