// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StarRating } from './star-rating.tsx';

function Harness({ initial = 0 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="rating-label">Rating</span>
      <StarRating value={value} onChange={setValue} labelledBy="rating-label" />
    </>
  );
}

/** jsdom lays nothing out: give the five stars a 100 px wide box, 20 px a star, starting at x = 0. */
function slider() {
  const el = screen.getByRole('slider', { name: 'Rating' });
  el.getBoundingClientRect = () => ({ left: 0, top: 0, width: 100, height: 20 }) as DOMRect;
  return el;
}
const now = (el: HTMLElement) => Number(el.getAttribute('aria-valuenow'));
const shownText = (el: HTMLElement) => el.parentElement?.textContent;

afterEach(cleanup);

describe('StarRating as a slider', () => {
  it('is a named slider from 0 to 5 that says its value in words', () => {
    render(<Harness initial={4.5} />);
    const el = slider();
    expect(el.getAttribute('aria-valuemin')).toBe('0');
    expect(el.getAttribute('aria-valuemax')).toBe('5');
    expect(now(el)).toBe(4.5);
    expect(el.getAttribute('aria-valuetext')).toBe('4.5 out of 5');
    expect(el.tabIndex).toBe(0);
  });

  it('steps by half a star with the arrow keys, and jumps with Home and End, within 0 to 5', () => {
    render(<Harness />);
    const el = slider();
    fireEvent.keyDown(el, { key: 'ArrowRight' });
    expect(now(el)).toBe(0.5);
    fireEvent.keyDown(el, { key: 'ArrowUp' });
    expect(now(el)).toBe(1);
    fireEvent.keyDown(el, { key: 'ArrowLeft' });
    expect(now(el)).toBe(0.5);
    fireEvent.keyDown(el, { key: 'ArrowDown' });
    fireEvent.keyDown(el, { key: 'ArrowDown' });
    expect(now(el)).toBe(0);
    fireEvent.keyDown(el, { key: 'End' });
    expect(now(el)).toBe(5);
    fireEvent.keyDown(el, { key: 'ArrowRight' });
    expect(now(el)).toBe(5);
    expect(el.getAttribute('aria-valuetext')).toBe('5 out of 5');
    fireEvent.keyDown(el, { key: 'PageDown' });
    expect(now(el)).toBe(4);
    fireEvent.keyDown(el, { key: 'Home' });
    expect(now(el)).toBe(0);
  });

  it('sets halves by clicking the left half of a star, wholes by the right half', () => {
    render(<Harness />);
    const el = slider();
    fireEvent.click(el, { clientX: 65 }); // left half of the 4th star
    expect(now(el)).toBe(3.5);
    fireEvent.click(el, { clientX: 75 }); // right half of the 4th star
    expect(now(el)).toBe(4);
    fireEvent.click(el, { clientX: 1 });
    expect(now(el)).toBe(0.5);
  });

  it('clears to 0 when the chosen value is clicked again', () => {
    render(<Harness initial={2.5} />);
    const el = slider();
    fireEvent.click(el, { clientX: 45 });
    expect(now(el)).toBe(0);
    expect(el.getAttribute('aria-valuetext')).toBe('0 out of 5');
    fireEvent.click(el, { clientX: 45 });
    expect(now(el)).toBe(2.5);
  });

  it('previews the value under the mouse without choosing it', () => {
    render(<Harness initial={1} />);
    const el = slider();
    fireEvent.pointerMove(el, { clientX: 95, pointerType: 'mouse' });
    expect(shownText(el)).toContain('5 out of 5');
    expect(now(el)).toBe(1);
    fireEvent.pointerLeave(el);
    expect(shownText(el)).toContain('1 out of 5');
    // A finger moving over the stars is not hovering.
    fireEvent.pointerMove(el, { clientX: 95, pointerType: 'touch' });
    expect(shownText(el)).toContain('1 out of 5');
  });
});

describe('StarRating read-only', () => {
  it('is an image named with the rating, and cannot be changed', () => {
    render(<StarRating readOnly value={3.8} />);
    const img = screen.getByRole('img', { name: 'Rated 3.8 out of 5' });
    expect(screen.queryByRole('slider')).toBeNull();
    fireEvent.click(img);
    expect(screen.getByRole('img', { name: 'Rated 3.8 out of 5' })).toBe(img);
  });
});
