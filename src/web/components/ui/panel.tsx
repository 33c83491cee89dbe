import { type ReactNode, useId } from 'react';

type Props = { title: string; children: ReactNode; className?: string; titleClassName?: string };

/** A white card with its own heading, named by it for screen readers (a region of the page). */
export function Panel({ title, children, className = '', titleClassName = 'mb-2 text-xl' }: Props) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 ${className}`}
    >
      <h2 id={id} className={`font-display text-brand-900 ${titleClassName}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
