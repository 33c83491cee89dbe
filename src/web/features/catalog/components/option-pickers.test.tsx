// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductDetail } from '#shared/contract/catalog.ts';
import { useVariantSelection } from '../use-variant-selection.ts';
import { option, variant, wig } from '../variant-fixtures.ts';
import { OptionPickers } from './option-pickers.tsx';

// The pickers as a screen reader meets them: a radio group per option, named by it; radios named by their values and
// described by what choosing them gives. (The arrow keys are the browser's own for radios: e2e/product-variants.)

function Pickers({ product, showPrices = false }: { product: ProductDetail; showPrices?: boolean }) {
  const selection = useVariantSelection(product, null);
  return <OptionPickers selection={selection} showPrices={showPrices} />;
}

const radios = (group: string) =>
  within(screen.getByRole('radiogroup', { name: group })).getAllByRole('radio') as HTMLInputElement[];
const described = (el: HTMLElement) =>
  document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
const read = (group: string) =>
  radios(group).map((r) => [r.getAttribute('aria-label'), r.checked, described(r), r.disabled]);

afterEach(cleanup);

describe('OptionPickers', () => {
  it('is one named radio group per option, its radios named by their values, the chosen one said beside its name', () => {
    render(<Pickers product={wig} />);
    expect(screen.getAllByRole('radiogroup').map((g) => g.getAttribute('aria-labelledby'))).toHaveLength(2);
    expect(read('Shade')).toEqual([
      ['1B', true, '', false],
      ['#613', false, 'Not offered with 14"', false],
    ]);
    expect(read('Length')).toEqual([
      ['14"', true, '', false],
      ['18"', false, '', false],
    ]);
    // Each group's radios share a name: Tab enters at the chosen one, the arrow keys move among them.
    expect(new Set(radios('Shade').map((r) => r.name)).size).toBe(1);
    expect(radios('Shade')[0]?.name).not.toBe(radios('Length')[0]?.name);
    expect(screen.getByText('Shade', { selector: 'span' }).parentElement?.textContent).toBe('Shade: 1B');
  });

  it('draws a shade as its colour with its name as text, not by colour alone', () => {
    render(<Pickers product={wig} />);
    const label = radios('Shade')[1]?.closest('label');
    expect(label?.textContent).toContain('#613');
    const chip = label?.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(chip.style.backgroundColor).toBe('rgb(241, 220, 167)');
  });

  it('shows each length its price when prices differ, and says a sold-out one is sold out', () => {
    const product: ProductDetail = {
      ...wig,
      options: [option('Length', ['12"', '14"', '16"'])],
      variants: [variant(['12"'], 5499, 2), variant(['14"'], 6299, 0), variant(['16"'], 6999, 5)],
    };
    render(<Pickers product={product} showPrices />);
    expect(read('Length')).toEqual([
      ['12"', true, '£54.99', false],
      ['14"', false, 'Sold out', false],
      ['16"', false, '£69.99', false],
    ]);
    expect(screen.getByText('14"').className).toContain('line-through');
  });

  it('disables a value no variant has: it cannot be chosen', () => {
    const product: ProductDetail = {
      ...wig,
      options: [...wig.options.slice(0, 1), option('Length', ['14"', '18"', '22"'])],
    };
    render(<Pickers product={product} />);
    const last = radios('Length')[2];
    expect([last?.getAttribute('aria-label'), last?.disabled, described(last as HTMLElement)]).toEqual([
      '22"',
      true,
      'Not offered',
    ]);
  });

  it('moves the other options to a combination the shop sells, and says which moved', () => {
    render(<Pickers product={wig} />);
    fireEvent.click(radios('Shade')[1] as HTMLInputElement);
    expect(read('Shade').map(([name, checked]) => [name, checked])).toEqual([
      ['1B', false],
      ['#613', true],
    ]);
    expect(read('Length')).toEqual([
      ['14"', false, 'Not offered with #613', false],
      ['18"', true, '', false],
    ]);
    expect(screen.getByText('Length changed to 18", to go with your choice.').getAttribute('aria-live')).toBe(
      'polite',
    );
  });
});

describe('useVariantSelection', () => {
  it('follows ?variant= when the page is sent to another variant, and tells the page of each choice', () => {
    const chosen: string[] = [];
    const { result, rerender } = renderHook(
      ({ sku }) => useVariantSelection(wig, sku, (v) => chosen.push(v.sku)),
      { initialProps: { sku: null as string | null } },
    );
    expect(result.current.selected?.sku).toBe('sku-1B-14');
    act(() => result.current.choose(1, '18"'));
    expect(result.current.selected?.sku).toBe('sku-1B-18');
    expect(chosen).toEqual(['sku-1B-18']);
    rerender({ sku: 'sku-613-18' });
    expect(result.current.selected?.sku).toBe('sku-613-18');
    // Choosing what is already chosen changes nothing.
    act(() => result.current.choose(0, '#613'));
    expect(chosen).toEqual(['sku-1B-18']);
  });
});
