// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderTracker } from './order-tracker.tsx';

afterEach(cleanup);

const steps = () => within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
/** The words of a step (its circle, hidden from screen readers, holds a number or a tick). */
const words = (step: HTMLElement) => step.lastElementChild?.textContent ?? '';

describe('OrderTracker', () => {
  it('lists the four steps in order and marks the current one', () => {
    render(<OrderTracker status="shipped" />);
    expect(steps().map((s) => words(s).replace(' (done)', ''))).toEqual([
      'Order-Placed',
      'Processing',
      'Order-Shipped',
      'Order-Delivered',
    ]);
    expect(steps().map((s) => s.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
    // The steps before the current one are done; the one after is not.
    expect(steps().map((s) => words(s).endsWith('(done)'))).toEqual([true, true, false, false]);
  });

  it('marks only the first step for a just-placed order', () => {
    render(<OrderTracker status="placed" />);
    expect(steps().map((s) => s.getAttribute('aria-current'))).toEqual(['step', null, null, null]);
    expect(steps().some((s) => words(s).endsWith('(done)'))).toBe(false);
  });
});

describe('OrderTracker of a cancelled order', () => {
  it('says Cancelled, when and why, instead of a progress bar', () => {
    const at = '2026-11-25T12:30:00.000Z';
    render(<OrderTracker status="cancelled" cancellation={{ at, note: 'Cancelled by the customer' }} />);
    expect(screen.queryByRole('list', { name: 'Order progress' })).toBeNull();
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(
      screen
        .getByText(/This order was cancelled on/)
        .querySelector('time')
        ?.getAttribute('datetime'),
    ).toBe(at);
    expect(screen.getByText('Reason: Cancelled by the customer')).toBeTruthy();
  });

  it('still says Cancelled without a history entry to date it', () => {
    render(<OrderTracker status="cancelled" />);
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.queryByText(/Reason:/)).toBeNull();
  });
});
