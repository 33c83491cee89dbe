import { useCallback, useRef, useState } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { MAX_VARIANTS } from '#shared/contract/admin-products.ts';
import {
  blankVariant,
  type ProductFormOutput,
  type ProductFormValues,
  type VariantRowValues,
} from '../product-form-schema.ts';
import { comboId, leftOutOf, type MatrixOption, regenerate } from './matrix-rows.ts';

export type ProductFormApi = UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;

/**
 * Combinations the matrix will lay out at most. Beyond the variants a product may have, so an owner can still
 * generate a few more and leave some out, but bounded: four options of 100 values would be 100,000,000 rows.
 */
export const MAX_COMBINATIONS = MAX_VARIANTS * 2;

export const matrixOptions = (options: ProductFormValues['options']): MatrixOption[] =>
  options.map((o) => ({ key: o.key, values: o.values.map((v) => ({ key: v.key, name: v.name })) }));

const countOf = (options: readonly MatrixOption[]) => options.reduce((n, o) => n * o.values.length, 1);

const sameCombinations = (a: readonly VariantRowValues[], b: readonly VariantRowValues[]) =>
  a.length === b.length && a.every((r, i) => comboId(r.keys) === comboId(b[i]?.keys ?? []));
const sameNames = (a: VariantRowValues, b: VariantRowValues | undefined) =>
  a.values.join('\0') === b?.values.join('\0') && a.keys.join('\0') === b?.keys.join('\0');

/**
 * The variant rows kept in step with the options: `sync` lays the matrix out again from the options as they are
 * (after a value or option is added, removed, moved or renamed), keeping each combination's row — its id, SKU,
 * prices and stock — and leaving out what the owner left out. The rows are replaced only when a combination or a
 * combination changed, so typing in the matrix never re-lays it out and a rename keeps the focus where it goes.
 */
export function useVariantMatrix(form: ProductFormApi) {
  const { control, getValues, setValue } = form;
  const rows = useFieldArray({ control, name: 'variants' });
  const [leftOut, setLeftOut] = useState<string[][]>(() =>
    leftOutOf(matrixOptions(getValues('options')), getValues('variants')),
  );
  // The latest left-out list, for a sync run in the same event as the change that called it.
  const leftOutNow = useRef(leftOut);
  const [tooMany, setTooMany] = useState<number | null>(null);
  const { replace, remove } = rows;

  const sync = useCallback(
    (keepOut: string[][] = leftOutNow.current) => {
      const options = matrixOptions(getValues('options'));
      const count = countOf(options);
      if (count > MAX_COMBINATIONS) {
        setTooMany(count);
        return;
      }
      setTooMany(null);
      const current = getValues('variants');
      const next = regenerate(options, current, keepOut, blankVariant);
      leftOutNow.current = next.leftOut;
      setLeftOut(next.leftOut);
      if (sameCombinations(current, next.rows)) {
        // Only names changed (a rename, options reordered): the rows are updated in place, not drawn anew, so
        // the field the owner is moving into from the renamed value keeps its focus.
        next.rows.forEach((row, i) => {
          if (sameNames(row, current[i])) return;
          setValue(`variants.${i}.keys`, row.keys);
          setValue(`variants.${i}.values`, row.values);
        });
      } else replace(next.rows);
    },
    [getValues, setValue, replace],
  );

  /** Takes the rows at `indices` out of the matrix: their combinations are listed as left out. */
  const leaveOut = useCallback(
    (indices: number[]) => {
      const current = getValues('variants');
      const out = indices.flatMap((i) => (current[i] ? [current[i].keys] : []));
      leftOutNow.current = [...leftOutNow.current, ...out];
      setLeftOut(leftOutNow.current);
      remove(indices);
    },
    [getValues, remove],
  );

  /** Sells a left-out combination again: it gets a new row, in its place in the matrix. */
  const addBack = useCallback(
    (keys: string[]) => sync(leftOutNow.current.filter((k) => comboId(k) !== comboId(keys))),
    [sync],
  );

  return { fields: rows.fields, sync, leftOut, leaveOut, addBack, tooMany };
}
export type VariantMatrix = ReturnType<typeof useVariantMatrix>;
