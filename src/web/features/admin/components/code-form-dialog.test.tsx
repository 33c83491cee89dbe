// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { allowModalDialogs } from '#web/lib/test-dialog.ts';
import { stubFetch } from '#web/lib/test-fetch.ts';
import { makeWrapper } from '#web/lib/test-wrapper.tsx';
import { codeView } from '../promotion-fixture.ts';
import { CodeFormDialog } from './code-form-dialog.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

function renderDialog(code?: Parameters<typeof CodeFormDialog>[0]['code'], timeZone = 'Europe/London') {
  const onClose = vi.fn();
  const { Wrapper } = makeWrapper();
  render(<CodeFormDialog open code={code} timeZone={timeZone} onClose={onClose} />, { wrapper: Wrapper });
  const title = code ? `Edit code ${code.code}` : 'New discount code';
  return { onClose, dialog: screen.getByRole('dialog', { name: title }) };
}

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const submit = (dialog: HTMLElement, name = 'Create code') =>
  act(async () => fireEvent.click(within(dialog).getByRole('button', { name })));

describe('CodeFormDialog', () => {
  beforeAll(allowModalDialogs);
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });

  it('checks the fields with the API schema before sending anything', async () => {
    const { requests } = stubFetch({});
    const { dialog } = renderDialog();
    await submit(dialog);
    expect(within(dialog).getByText('A code is 2 to 32 letters, digits or dashes')).toBeTruthy();
    expect(within(dialog).getByText('Enter a whole percentage, e.g. 10')).toBeTruthy();
    type(dialog, 'Code', 'x');
    type(dialog, 'Percent off (%)', '150');
    type(dialog, 'Ends (UK time)', '2026-07-01T09:00');
    type(dialog, 'Starts (UK time)', '2026-08-01T09:00');
    await submit(dialog);
    expect(within(dialog).getByText('A code is 2 to 32 letters, digits or dashes')).toBeTruthy();
    // The rules of the API's schema that span fields come once the typing mistakes are put right.
    type(dialog, 'Code', 'summer');
    await submit(dialog);
    expect(within(dialog).getByText('A percentage is from 1 to 100')).toBeTruthy();
    expect(within(dialog).getByText('The end must be after the start')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Discount'), { target: { value: 'fixed' } });
    type(dialog, 'Amount off (£)', 'five');
    type(dialog, 'Uses in total', '1.5');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Chosen categories or products' }));
    await submit(dialog);
    expect(within(dialog).getByText('Enter an amount in pounds, e.g. 5.00')).toBeTruthy();
    expect(within(dialog).getByText('Enter a whole number')).toBeTruthy();
    expect(
      within(dialog).getByText('Choose at least one category or product, or apply it to the whole cart'),
    ).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('sends pence, the code upper-cased and the start and end as instants of London time', async () => {
    const { requests } = stubFetch({
      'POST /api/admin/promotions/codes': { status: 201, body: codeView({ code: 'SUMMER-5' }) },
    });
    const { dialog, onClose } = renderDialog();
    type(dialog, 'Code', ' summer-5 ');
    fireEvent.change(within(dialog).getByLabelText('Discount'), { target: { value: 'fixed' } });
    type(dialog, 'Amount off (£)', '5.50');
    type(dialog, 'Minimum spend (£)', '£50');
    type(dialog, 'Starts (UK time)', '2026-07-01T09:00');
    type(dialog, 'Ends (UK time)', '2026-12-01T09:00');
    type(dialog, 'Uses in total', '100');
    type(dialog, 'Uses per customer', '1');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Chosen categories or products' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Human hair' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Combines with bundle offers' }));
    await submit(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests).toEqual([
      {
        key: 'POST /api/admin/promotions/codes',
        body: {
          code: 'SUMMER-5',
          kind: 'fixed',
          value: 550,
          minSubtotal: 5000,
          // 09:00 in London is 08:00Z in summer (BST) and 09:00Z in winter (GMT).
          startsAt: '2026-07-01T08:00:00.000Z',
          endsAt: '2026-12-01T09:00:00.000Z',
          maxRedemptions: 100,
          perCustomer: 1,
          target: { categories: ['Human hair'], productIds: [], variantIds: [] },
          combines: false,
          paused: false,
        },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Code SUMMER-5 created');
  });

  it('sends free shipping with value 0 and no limits as null', async () => {
    const { requests } = stubFetch({
      'POST /api/admin/promotions/codes': { status: 201, body: codeView({ code: 'FREESHIP' }) },
    });
    const { dialog } = renderDialog();
    type(dialog, 'Code', 'freeship');
    fireEvent.change(within(dialog).getByLabelText('Discount'), { target: { value: 'free_shipping' } });
    expect(within(dialog).queryByLabelText(/Percent off|Amount off/)).toBeNull();
    await submit(dialog);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toMatchObject({
      code: 'FREESHIP',
      kind: 'free_shipping',
      value: 0,
      minSubtotal: 0,
      startsAt: null,
      endsAt: null,
      maxRedemptions: null,
      perCustomer: null,
      target: { categories: [], productIds: [], variantIds: [] },
    });
  });

  it('shows a duplicate code on the code field, and keeps the dialog open', async () => {
    stubFetch({
      'POST /api/admin/promotions/codes': {
        status: 409,
        body: { error: { code: 'conflict', message: 'A code SUMMER10 already exists.' } },
      },
    });
    const { dialog, onClose } = renderDialog();
    type(dialog, 'Code', 'summer10');
    type(dialog, 'Percent off (%)', '10');
    await submit(dialog);
    const code = within(dialog).getByLabelText('Code');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    const message = within(dialog).getByText('A code SUMMER10 already exists.');
    expect(code.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows any other refusal of the server under the form', async () => {
    stubFetch({
      'POST /api/admin/promotions/codes': {
        status: 400,
        body: { error: { code: 'bad_request', message: 'target.productIds: unknown product' } },
      },
    });
    const { dialog } = renderDialog();
    type(dialog, 'Code', 'summer10');
    type(dialog, 'Percent off (%)', '10');
    await submit(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('target.productIds: unknown product');
  });

  it('edits a stored code: its values in pounds and London time, the whole body sent back with PUT', async () => {
    const stored = codeView({
      id: 'code_9',
      code: 'WINTER',
      kind: 'fixed',
      value: 1000,
      minSubtotal: 7500,
      startsAt: '2026-07-01T08:00:00.000Z',
      endsAt: null,
      target: { categories: [], productIds: ['p1'], variantIds: [] },
    });
    const { requests } = stubFetch({
      'GET /api/products/lookup?ids=p1': {
        status: 200,
        body: {
          items: [{ id: 'p1', name: 'Silk Straight', category: 'Human hair', variants: [{ id: 'v1' }] }],
        },
      },
      'PUT /api/admin/promotions/codes/code_9': { status: 200, body: stored },
    });
    const { dialog } = renderDialog(stored);
    expect((within(dialog).getByLabelText('Amount off (£)') as HTMLInputElement).value).toBe('10.00');
    expect((within(dialog).getByLabelText('Minimum spend (£)') as HTMLInputElement).value).toBe('75.00');
    expect((within(dialog).getByLabelText('Starts (UK time)') as HTMLInputElement).value).toBe(
      '2026-07-01T09:00',
    );
    expect(await within(dialog).findByRole('button', { name: 'Remove Silk Straight' })).toBeTruthy();
    type(dialog, 'Amount off (£)', '12');
    await submit(dialog, 'Save code');
    await waitFor(() => expect(requests.at(-1)?.key).toBe('PUT /api/admin/promotions/codes/code_9'));
    expect(requests.at(-1)?.body).toMatchObject({
      code: 'WINTER',
      value: 1200,
      minSubtotal: 7500,
      startsAt: '2026-07-01T08:00:00.000Z',
      endsAt: null,
      target: { categories: [], productIds: ['p1'], variantIds: [] },
    });
    expect(toast.success).toHaveBeenCalledWith('Code WINTER saved');
  });

  it("shows a stored code's start on the shop's clock, named for its zone", () => {
    stubFetch({});
    const { dialog } = renderDialog(codeView({ startsAt: '2026-07-01T08:00:00.000Z' }), 'America/New_York');
    expect((within(dialog).getByLabelText('Starts (New York time)') as HTMLInputElement).value).toBe(
      '2026-07-01T04:00',
    );
    expect(within(dialog).getByLabelText('Ends (New York time)')).toBeTruthy();
  });
});
