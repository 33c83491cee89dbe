// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { click, describedBy, input, renderStored, rowLabels, save, type } from './product-form-fixture.tsx';

afterEach(cleanup);

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
/** Lets keepFocus put the focus back after a move (it waits for the next frame). */
const nextFrame = () => act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));

describe('the options editor', () => {
  it('adds options up to four, then says why it cannot add more; each added option multiplies the variants', () => {
    renderStored();
    click('Add option');
    expect(document.activeElement).toBe(input('Option 3'));
    type('Option 3', 'Texture');
    type('Value 1 of Texture', 'Body Wave');
    expect(rowLabels()).toHaveLength(4);
    click('Add value to Texture');
    type('Value 2 of Texture', 'Deep Wave');
    expect(rowLabels()).toHaveLength(8);
    // The rows of before keep their stock, on the new option's first value.
    expect(input('Stock, #613 · 18″ · Body Wave').value).toBe('4');
    expect(input('Stock, #613 · 18″ · Deep Wave').value).toBe('');
    click('Add option');
    const add = button('Add option');
    expect(add.disabled).toBe(true);
    expect(document.getElementById(add.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'A product has at most 4 options.',
    );
  });

  it('moves an option with its buttons and with Alt+Arrow keys, keeping the focus; the labels follow', async () => {
    renderStored();
    const down = button('Move Shade down');
    down.focus();
    fireEvent.click(down);
    await nextFrame();
    expect(input('Option 1').value).toBe('Length');
    expect(rowLabels()).toEqual(['14″ · 1B', '14″ · #613', '18″ · 1B', '18″ · #613']);
    // At the bottom its Down button is disabled, so the focus moves to its Up button.
    expect(document.activeElement).toBe(button('Move Shade up'));
    expect(input('Stock, 18″ · #613').value).toBe('4');

    const name = input('Option 2');
    name.focus();
    fireEvent.keyDown(name, { key: 'ArrowUp', altKey: true });
    await nextFrame();
    expect(input('Option 1').value).toBe('Shade');
    expect(document.activeElement).toBe(name);
    expect(rowLabels()[0]).toBe('1B · 14″');
  });

  it('moves a value with Alt+Arrow keys on its field, not its option, and reorders the rows', async () => {
    renderStored();
    const value = input('Value 1 of Length');
    value.focus();
    fireEvent.keyDown(value, { key: 'ArrowDown', altKey: true });
    await nextFrame();
    expect(input('Value 1 of Length').value).toBe('18″');
    expect(input('Option 1').value).toBe('Shade');
    expect(rowLabels()).toEqual(['1B · 18″', '1B · 14″', '#613 · 18″', '#613 · 14″']);
    expect(input('Stock, 1B · 14″').value).toBe('1');
  });

  it('removes an option, folding its rows, and marks a value named twice at the field', () => {
    renderStored();
    click('Remove Shade option');
    expect(rowLabels()).toEqual(['14″', '18″']);
    expect(input('Stock, 14″').value).toBe('1');
    type('Value 2 of Length', '14″');
    expect(describedBy('Value 2 of Length')).toBe('Each value only once');
    expect(button('Remove Length option').disabled).toBe(true);
  });

  it('gives a swatch value a colour and a picture, and photos from the product’s, sent as its own', async () => {
    const onSubmit = renderStored();
    expect(screen.queryByLabelText('Colour of 14″')).toBeNull();
    fireEvent.change(input('Colour of 1B'), { target: { value: '#1b1b1b' } });
    expect(input('Colour code of 1B').value).toBe('#1b1b1b');
    type('Colour code of #613', '#F3E2B3');
    fireEvent.change(screen.getByLabelText('Swatch picture of #613'), {
      target: { value: '/media/back.webp' },
    });
    const photos = within(screen.getByRole('group', { name: 'Photos of #613' }));
    fireEvent.click(photos.getByLabelText('Photo 2 of #613'));
    fireEvent.click(photos.getByLabelText('Photo 1 of #613'));
    // "Other" is no schema.org property: none is sent.
    fireEvent.change(screen.getByLabelText('Length describes'), { target: { value: '' } });

    await save();
    const [shade, length] = onSubmit.mock.calls[0]?.[0].options ?? [];
    expect(shade.values).toEqual([
      { id: 's1', name: '1B', swatchColor: '#1b1b1b', swatchImage: null, imageUrls: [] },
      {
        id: 's2',
        name: '#613',
        swatchColor: '#f3e2b3',
        swatchImage: '/media/back.webp',
        imageUrls: ['/media/front.webp', '/media/back.webp'],
      },
    ]);
    expect(length).toMatchObject({ id: 'o-length', kind: 'button', property: null });
  });
});
