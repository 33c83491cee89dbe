// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { allowModalDialogs } from '#web/lib/test-dialog.ts';
import { toFormValues } from '../product-form-schema.ts';
import {
  click,
  describedBy,
  renderForm,
  rowLabels,
  save,
  storedProduct,
  type,
} from './product-form-fixture.tsx';

/**
 * The stored Body Wave (Shade 1B, #613 × Length 14″, 18″) with the product's two photos, one photo of #613 and one
 * of 1B · 14″'s own. In the dialog they are Photo 1, 2 (the product's), 3 (from #613) and 4 (from 1B · 14″).
 */
function renderWithPhotos(productPhotos = ['/media/front.webp', '/media/back.webp']) {
  const product = storedProduct({ imageURL: productPhotos });
  const shade = product.options[0]?.values[1];
  const own = product.variants[0];
  if (!shade || !own) throw new Error('fixture changed');
  shade.imageUrls = ['/media/613.webp'];
  own.imageUrls = ['/media/own.webp'];
  return renderForm(toFormValues(product));
}

const photosButton = (label: string) => screen.getByRole('button', { name: `Photos of ${label}` });
const dialogOf = (name: string) => screen.getByRole('dialog', { name });
const box = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;
/** The chosen photos' names, in order. */
const chosen = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('list', { name: /^Chosen/ })
    .flatMap((list) => within(list).getAllByRole('listitem'))
    .map((li) => li.querySelector('.flex-1')?.textContent);
type Sent = { id?: string; values: string[]; imageUrls: string[] };
/** What the form sent for each variant: its label and its own photos. */
const sent = (onSubmit: ReturnType<typeof renderForm>) =>
  ((onSubmit.mock.calls[0]?.[0].variants ?? []) as Sent[]).map((v) => [v.values.join(' · '), v.imageUrls]);

beforeAll(allowModalDialogs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a variant’s own photos', () => {
  it('are picked from the product’s, its shades’ and other variants’ photos, put in order, and saved', async () => {
    const onSubmit = renderWithPhotos();
    expect(describedBy('Photos of #613 · 18″')).toBe(
      'None of its own: it shows its shade’s photos, else the product’s',
    );
    photosButton('#613 · 18″').focus();
    fireEvent.click(photosButton('#613 · 18″'));
    const dialog = dialogOf('Photos of #613 · 18″');
    // The dialog says what the variant shows while it has none of its own: here its shade's.
    expect(dialog.textContent).toContain('With none of its own, it shows the photos of #613 (1).');
    expect(within(dialog).getByText('None: it shows the photos of #613 (1).')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('aria-label')),
    ).toEqual(['Photo 1', 'Photo 2', 'Photo 3, from #613', 'Photo 4, from 1B · 14″']);

    // Ticked in the order wanted last, then put right with a Move button.
    fireEvent.click(box(dialog, 'Photo 3, from #613'));
    fireEvent.click(box(dialog, 'Photo 1'));
    expect(chosen(dialog)).toEqual(['Photo 3', 'Photo 1']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move Photo 1 up' }));
    expect(chosen(dialog)).toEqual(['Photo 1', 'Photo 3']);
    expect(within(dialog).getByRole('heading', { name: 'Chosen: 2 of 10' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use these photos' }));

    // The dialog closes, the focus goes back to the row's button, which now says what it holds.
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(photosButton('#613 · 18″')));
    expect(describedBy('Photos of #613 · 18″')).toBe('2 photos of its own');
    await save();
    expect(sent(onSubmit)).toEqual([
      ['1B · 14″', ['/media/own.webp']],
      ['1B · 18″', []],
      ['#613 · 14″', []],
      ['#613 · 18″', ['/media/front.webp', '/media/613.webp']],
    ]);
  });

  it('changes nothing when cancelled; cleared, the variant goes back to the product’s photos', async () => {
    const onSubmit = renderWithPhotos();
    fireEvent.click(photosButton('1B · 14″'));
    let dialog = dialogOf('Photos of 1B · 14″');
    // 1B has no photos of its own: without its own the variant shows the product's.
    expect(dialog.textContent).toContain('With none of its own, it shows the product’s photos (2).');
    expect(chosen(dialog)).toEqual(['Photo 4']);
    expect(box(dialog, 'Photo 4, from 1B · 14″').checked).toBe(true);
    fireEvent.click(box(dialog, 'Photo 2'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(describedBy('Photos of 1B · 14″')).toBe('1 photo of its own');

    fireEvent.click(photosButton('1B · 14″'));
    dialog = dialogOf('Photos of 1B · 14″');
    expect(chosen(dialog)).toEqual(['Photo 4']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Photo 4' }));
    expect(within(dialog).getByText('None: it shows the product’s photos (2).')).toBeTruthy();
    // The focus, on a Remove button now gone, goes to the list's heading.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Chosen: 0 of 10'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use these photos' }));
    expect(describedBy('Photos of 1B · 14″')).toBe(
      'None of its own: it shows its shade’s photos, else the product’s',
    );
    await save();
    expect(sent(onSubmit)[0]).toEqual(['1B · 14″', []]);
  });

  it('takes photos uploaded in the dialog, waiting for them, and says when one fails', async () => {
    const onSubmit = renderWithPhotos();
    // The browser's side of an upload: a preview address for the file, and the shop's answer when it comes.
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL() {} }));
    const answers: ((r: Response) => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => answers.push(resolve))),
    );
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

    fireEvent.click(photosButton('1B · 18″'));
    const dialog = dialogOf('Photos of 1B · 18″');
    const pick = (name: string) =>
      fireEvent.change(within(dialog).getByLabelText('Upload images'), {
        target: { files: [new File(['x'], name, { type: 'image/jpeg' })] },
      });
    const use = within(dialog).getByRole('button', { name: 'Use these photos' }) as HTMLButtonElement;
    pick('wave.jpg');
    expect(within(dialog).getByRole('img', { name: 'wave.jpg (uploading)' })).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe('Uploading…');
    expect(use.disabled).toBe(true);
    expect(within(dialog).getByText('Waiting for the uploads to finish…')).toBeTruthy();

    await waitFor(() => expect(answers).toHaveLength(1));
    await act(async () =>
      answers[0]?.(json(200, { images: [{ url: '/media/new.webp', width: 1, height: 1 }] })),
    );
    await waitFor(() => expect(use.disabled).toBe(false));
    expect(box(dialog, 'Photo 5, from new upload').checked).toBe(true);
    expect(chosen(dialog)).toEqual(['Photo 5']);
    expect(within(dialog).getByRole('status').textContent).toBe('Uploaded and chosen.');

    pick('notes.jpg');
    const refusal = { error: { code: 'bad_image', message: '"notes.jpg" is not an image.' } };
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[1]?.(json(415, refusal)));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('"notes.jpg" is not an image.'),
    );
    expect(chosen(dialog)).toEqual(['Photo 5']);

    fireEvent.click(use);
    await save();
    expect(sent(onSubmit)[1]).toEqual(['1B · 18″', ['/media/new.webp']]);
  });

  it('stops at 10 photos', () => {
    renderWithPhotos(Array.from({ length: 11 }, (_, i) => `/media/p${i}.webp`));
    fireEvent.click(photosButton('1B · 14″'));
    const dialog = dialogOf('Photos of 1B · 14″');
    for (let n = 1; n <= 9; n++) fireEvent.click(box(dialog, `Photo ${n}`));
    expect(chosen(dialog)).toHaveLength(10);
    expect(box(dialog, 'Photo 10').disabled).toBe(true);
    expect(
      within(dialog).getByText('A variant has at most 10 photos: remove one to choose another.'),
    ).toBeTruthy();
  });
});

describe('photos of many variants at once', () => {
  it('sets the same photos for the selected rows, saying their own differ before', async () => {
    const onSubmit = renderWithPhotos();
    fireEvent.click(screen.getByLabelText('Select 1B · 14″'));
    fireEvent.click(screen.getByLabelText('Select 1B · 18″'));
    click('Set photos of selected…');
    const dialog = dialogOf('Photos of 2 variants');
    expect(dialog.textContent).toContain(
      'With none of their own, each shows its shade’s photos, else the product’s. Their own photos differ now',
    );
    expect(chosen(dialog)).toEqual([]);
    fireEvent.click(box(dialog, 'Photo 2'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use for 2 variants' }));
    expect(screen.getByText('Set photos: 2 variants changed.')).toBeTruthy();
    await save();
    expect(sent(onSubmit).slice(0, 2)).toEqual([
      ['1B · 14″', ['/media/back.webp']],
      ['1B · 18″', ['/media/back.webp']],
    ]);
  });
});

describe('a variant’s photos through changes to the options', () => {
  it('stay with it when its value is renamed, options move and a value is added', async () => {
    const onSubmit = renderWithPhotos();
    type('Value 1 of Shade', '1B Natural');
    click('Move Shade down');
    click('Add value to Length');
    type('Value 3 of Length', '22″');
    expect(rowLabels()).toContain('14″ · 1B Natural');
    expect(describedBy('Photos of 14″ · 1B Natural')).toBe('1 photo of its own');
    expect(describedBy('Photos of 22″ · 1B Natural')).toBe(
      'None of its own: it shows its shade’s photos, else the product’s',
    );
    for (const label of rowLabels()) if (label?.startsWith('22″')) type(`Stock, ${label}`, '1');
    await save();
    const variants = onSubmit.mock.calls[0]?.[0].variants as Sent[];
    expect(variants.filter((v) => v.imageUrls.length > 0)).toMatchObject([
      { id: 'v-0-0', values: ['14″', '1B Natural'], imageUrls: ['/media/own.webp'] },
    ]);
  });
});
