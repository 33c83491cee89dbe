// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cart, useCartLines } from '#web/lib/cart-store.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

const weft = { id: 'p1', name: 'Kinky Weft', price: 3000, imageURL: [], brand: 'Oya', maxPerOrder: 2 };

function Lines() {
  return useCartLines().map((line) => <QuantityStepper key={line.size} line={line} />);
}

describe('QuantityStepper', () => {
  beforeEach(() => {
    localStorage.clear();
    cart.clear({ quiet: true });
  });
  afterEach(cleanup);

  it('stops at the limit per order and says so to everyone', async () => {
    cart.add(weft, '16"', 1);
    render(<Lines />);
    const plus = screen.getByRole('button', { name: 'Increase quantity of Kinky Weft (16")' });
    expect(screen.queryByText('At most 2 per order')).toBeNull();
    await act(async () => fireEvent.click(plus));
    expect(screen.getByRole('group', { name: 'Quantity of Kinky Weft (16")' }).textContent).toContain('2');
    expect((plus as HTMLButtonElement).disabled).toBe(true);
    const group = screen.getByRole('group', { name: 'Quantity of Kinky Weft (16")' });
    expect(screen.getByText('At most 2 per order').id).toBe(group.getAttribute('aria-describedby'));
    // Below the limit again, the plus comes back and the line goes.
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Kinky Weft (16")' })),
    );
    expect((plus as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('At most 2 per order')).toBeNull();
  });

  it('says nothing of a limit on a line saved before limits existed', () => {
    cart.add({ ...weft, maxPerOrder: undefined }, '16"', 5);
    render(<Lines />);
    expect(screen.queryByText(/per order/)).toBeNull();
    expect(
      (screen.getByRole('button', { name: 'Increase quantity of Kinky Weft (16")' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
  });
});
