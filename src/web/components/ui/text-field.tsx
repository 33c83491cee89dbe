import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame } from './field-frame.tsx';
import { field } from './styles.ts';

type Props = ComponentProps<'input'> & { label: ReactNode; hint?: string; error?: string };

/** A labelled input with an optional hint and error. Takes react-hook-form's register() props, ref included. */
export function TextField({ label, hint, error, id, className, ...input }: Props) {
  return (
    <FieldFrame
      {...{ id, label, hint, error, className }}
      control={(aria) => <input {...aria} className={field} {...input} />}
    />
  );
}
