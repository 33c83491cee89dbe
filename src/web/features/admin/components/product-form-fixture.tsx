import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { AdminProductDetail } from '#shared/contract/admin-products.ts';
import { summarizeVariants } from '#shared/contract/catalog.ts';
import { variantLabel } from '#shared/variant-matrix.ts';
import { type ProductFormValues, toFormValues } from '../product-form-schema.ts';
import { ProductForm } from './product-form.tsx';

// Shared by the product form's component tests: a stored product of two options, and the form rendered.

export const value = (id: string, name: string) => ({
  id,
  name,
  swatchColor: null,
  swatchImage: null,
  imageUrls: [],
});

/** Every combination of these shades and lengths as a stored variant, priced by length and stocked by place. */
export function gridVariants(
  shades: string[],
  lengths: string[],
  price: (shade: string, length: string) => number,
  stock: (i: number, j: number) => number,
) {
  return shades.flatMap((s, i) =>
    lengths.map((l, j) => ({
      id: `v-${i}-${j}`,
      sku: `bw-${i}-${j}`,
      length: variantLabel([s, l]),
      values: [s, l],
      price: price(s, l),
      compareAtPrice: null,
      stock: stock(i, j),
      imageUrls: [],
    })),
  );
}

/** A stored Body Wave in Shade (1B, #613) × Length (14″, 18″), every combination sold, 18″ priced on its own. */
export function storedProduct(more: Partial<AdminProductDetail> = {}): AdminProductDetail {
  const variants = gridVariants(
    ['1B', '#613'],
    ['14″', '18″'],
    (_, l) => (l === '18″' ? 5_500 : 4_500),
    (i, j) => 2 * i + j + 1,
  );
  return {
    id: 'p1',
    name: 'Body Wave',
    price: 4_500,
    basePrice: 4_500,
    category: 'Human hair',
    brand: 'Oya',
    description: 'Soft.',
    lengths: variants.map((v) => v.length),
    variantSummary: summarizeVariants(variants),
    options: [
      {
        id: 'o-shade',
        name: 'Shade',
        kind: 'swatch',
        property: 'color',
        values: [value('s1', '1B'), value('s2', '#613')],
      },
      {
        id: 'o-length',
        name: 'Length',
        kind: 'button',
        property: 'size',
        values: [value('l1', '14″'), value('l2', '18″')],
      },
    ],
    variants,
    imageURL: ['/media/front.webp', '/media/back.webp'],
    maxPerOrder: 10,
    createdAt: '',
    rating: { average: 0, count: 0 },
    editedAt: null,
    ...more,
  };
}

/** The form, new or showing `initial`; answers the submit spy. */
export function renderForm(initial?: ProductFormValues) {
  const onSubmit = vi.fn();
  // The uploader's mutation needs a query client (this file is not a test, so it cannot use test-wrapper.tsx).
  const client = new QueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(<ProductForm initial={initial} saving={false} submitLabel="Save" onSubmit={onSubmit} />, {
    wrapper: Wrapper,
  });
  return onSubmit;
}

export const renderStored = (more?: Partial<AdminProductDetail>) =>
  renderForm(toFormValues(storedProduct(more)));

export const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** Types into a field and leaves it, as the owner does (a value's rename reaches the variants on leaving). */
export function type(label: string, text: string) {
  const el = input(label);
  fireEvent.change(el, { target: { value: text } });
  fireEvent.blur(el);
}

export const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

export async function save() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
}

/** The variants table's row labels, in order. */
export const rowLabels = () =>
  Array.from(screen.getByRole('table', { name: 'Variants' }).querySelectorAll('tbody th'), (th) =>
    th.textContent?.trim(),
  );

/** The text an input's aria-describedby points at. */
export const describedBy = (label: string) =>
  (input(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean)
    .join(' ');
