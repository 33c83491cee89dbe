import type { ComponentProps } from 'react';
import { FieldFrame } from './field-frame.tsx';
import { field } from './styles.ts';

type Props = ComponentProps<'textarea'> & { label: string; hint?: string; error?: string };

/** TextField's multi-line twin. Takes react-hook-form's register() props, ref included. */
export function TextArea({ label, hint, error, id, className, rows = 5, ...textarea }: Props) {
  return (
    <FieldFrame
      {...{ id, label, hint, error, className }}
      control={(aria) => <textarea {...aria} rows={rows} className={field} {...textarea} />}
    />
  );
}
