// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Listing } from '#shared/contract/catalog.ts';
import { lengthFacet, listingOf, shadeFacet } from '../listing-fixtures.ts';
import { useListingParams } from '../use-listing-params.ts';
import { ActiveFilters } from './active-filters.tsx';
import { FilterSidebar } from './filter-sidebar.tsx';

// The option filters as a shopper meets them (issue 31, slice 4): a fieldset of checkboxes per option, the address
// following every tick, and chips that remove them. The real listing params hook and router run underneath.

const listing = listingOf([], [shadeFacet, lengthFacet]);

function Filters({ shown }: { shown: Listing | undefined }) {
  const { params, update, clearFilters } = useListingParams();
  const { search } = useLocation();
  return (
    <>
      <FilterSidebar params={params} listing={shown} onChange={update} onClear={clearFilters} />
      <ActiveFilters
        params={params}
        listing={shown}
        onChange={update}
        onEmptied={() => document.getElementById('results')?.focus()}
      />
      <h2 id="results" tabIndex={-1}>
        Results
      </h2>
      <output aria-label="address">{decodeURIComponent(search)}</output>
    </>
  );
}

/** `shown` null: before the first answer. */
function renderAt(search: string, shown: Listing | null = listing) {
  return render(
    <MemoryRouter initialEntries={[`/all${search}`]}>
      <Filters shown={shown ?? undefined} />
    </MemoryRouter>,
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const group = (name: string) => within(screen.getByRole('group', { name }));
const box = (optionName: string, label: string) =>
  group(optionName).getByRole('checkbox', { name: label }) as HTMLInputElement;
const chips = () => within(screen.getByRole('list', { name: 'Active filters' }));

afterEach(cleanup);

describe('FilterSidebar: option filters', () => {
  it('is a fieldset per option after PRICE, named by it, of checkboxes named by value and count', () => {
    renderAt('');
    const legends = [...document.querySelectorAll('legend')].map((l) => l.textContent);
    expect(legends).toEqual(['Shade', 'Length', 'AVAILABILITY']);
    expect(document.querySelector('legend')?.className).toContain('uppercase');
    expect(
      group('Length')
        .getAllByRole('checkbox')
        .map((c) => [c.closest('label')?.textContent, (c as HTMLInputElement).checked]),
    ).toEqual([
      ['14″ (9)', false],
      ['18″ (4)', false],
      ['22″ (0)', false],
    ]);
  });

  it('shows a shade its colour or picture beside its name, never instead of it', () => {
    renderAt('');
    const label = box('Shade', '#613 (7)').closest('label') as HTMLElement;
    const swatch = label.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(swatch.style.backgroundColor).toBe('rgb(241, 220, 167)');
    expect(label.textContent).toContain('#613');
    const ombre = box('Shade', 'T1B/30 (3)').closest('label') as HTMLElement;
    expect(ombre.querySelector('img')?.getAttribute('src')).toBe('/media/ombre?w=640');
    // A button option has no swatches.
    expect(box('Length', '14″ (9)').closest('label')?.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('writes each tick into the address, in one order whatever the order of the ticks, back on page 1', () => {
    renderAt('?page=3&sort=a2z');
    fireEvent.click(box('Shade', '#613 (7)'));
    expect(address()).toBe('?opt=shade:#613&sort=a2z');
    fireEvent.click(box('Length', '18″ (4)'));
    expect(address()).toBe('?opt=length:18″&opt=shade:#613&sort=a2z');
    expect(box('Shade', '#613 (7)').checked).toBe(true);
    fireEvent.click(box('Shade', '1B (12)'));
    expect(address()).toBe('?opt=length:18″&opt=shade:#613&opt=shade:1b&sort=a2z');
    fireEvent.click(box('Shade', '#613 (7)'));
    expect(address()).toBe('?opt=length:18″&opt=shade:1b&sort=a2z');
  });

  it('reads the ticks from a shared address whatever its case, and keeps a ticked value with nothing left', () => {
    renderAt('?opt=LENGTH:22%E2%80%B3&opt=Shade:1b');
    expect(box('Shade', '1B (12)').checked).toBe(true);
    expect(box('Length', '22″ (0)')).toMatchObject({ checked: true, disabled: false });
    // One not ticked with nothing under the other filters cannot be ticked: it would find nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Show all (11)' }));
    expect(box('Shade', '99J (0)')).toMatchObject({ checked: false, disabled: true });
  });

  it('folds a long option after eight values, but never hides a ticked one', () => {
    renderAt('?opt=shade:27');
    const values = () =>
      group('Shade')
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent);
    expect(values()).toEqual([
      '1B (12)',
      '#613 (7)',
      'T1B/30 (3)',
      '2 (1)',
      '4 (2)',
      '6 (3)',
      '8 (4)',
      '10 (5)',
      '27 (7)',
    ]);
    const more = group('Shade').getByRole('button', { name: 'Show all (11)' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(more.getAttribute('aria-controls') ?? '')?.tagName).toBe('UL');
    fireEvent.click(more);
    expect(values()).toHaveLength(11);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(more.textContent).toBe('Show fewer');
    // A short option has no such button.
    expect(group('Length').queryByRole('button')).toBeNull();
  });

  it('hides sold out with one checkbox, and Clear Filters clears it and the options, keeping the sort', () => {
    renderAt('?sort=a2z&opt=shade:1b');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hide sold out' }));
    expect(address()).toBe('?opt=shade:1b&inStock=1&sort=a2z');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(address()).toBe('?sort=a2z');
    expect((screen.getByRole('checkbox', { name: 'Hide sold out' }) as HTMLInputElement).checked).toBe(false);
  });

  it('draws no option groups before the first answer, nor from an API that has none', () => {
    renderAt('?opt=shade:1b', null);
    expect(screen.queryByRole('group', { name: 'Shade' })).toBeNull();
    const older = listingOf([]) as Partial<Listing>;
    cleanup();
    renderAt('', { ...older, facets: { categories: [], brands: [] } } as unknown as Listing);
    expect(screen.getByRole('group', { name: 'AVAILABILITY' })).toBeTruthy();
  });
});

describe('ActiveFilters', () => {
  it('names each option filter as the shop writes it, and Hide sold out', () => {
    renderAt('?opt=shade:%23613&opt=length:14%E2%80%B3&opt=texture:kinky&inStock=1');
    expect(
      chips()
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Remove filter Length: 14″',
      'Remove filter Shade: #613',
      // No facet lists it (an old link): it reads as written.
      'Remove filter texture: kinky',
      'Remove filter Hide sold out',
    ]);
  });

  it('removes one per press, moving the keyboard to the chip in its place, then to the results', async () => {
    renderAt('?opt=shade:%23613&opt=length:14%E2%80%B3&inStock=1');
    const chip = (name: string) => chips().getByRole('button', { name: `Remove filter ${name}` });
    chip('Length: 14″').focus();
    await act(async () => fireEvent.click(chip('Length: 14″')));
    expect(address()).toBe('?opt=shade:#613&inStock=1');
    expect(box('Length', '14″ (9)').checked).toBe(false);
    expect(document.activeElement).toBe(chip('Shade: #613'));
    await act(async () => fireEvent.click(chip('Hide sold out')));
    expect(document.activeElement).toBe(chip('Shade: #613'));
    await act(async () => fireEvent.click(chip('Shade: #613')));
    expect(address()).toBe('');
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    expect(document.activeElement?.id).toBe('results');
  });

  it('shows nothing without option filters or Hide sold out', () => {
    renderAt('?category=Frontal&q=wig');
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });
});
