// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewForm } from './review-form.tsx';

// The name a review is shown under follows the shared rules for a person's name (person-name.ts), as the server.
describe('ReviewForm name', () => {
  afterEach(cleanup);

  async function submitWithName(name: string) {
    const onSubmit = vi.fn();
    render(
      <ReviewForm
        initial={{ rating: 4, text: 'Soft and full.', name: '' }}
        pending={false}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.change(screen.getByLabelText(/Name shown with your review/), { target: { value: name } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Review' })));
    return onSubmit;
  }

  it.each([
    ['Ada\u0007', 'A name cannot contain control characters.'],
    ['x'.repeat(61), 'A name can be at most 60 characters.'],
  ])('says what is wrong with %j and sends nothing', async (name, message) => {
    const onSubmit = await submitWithName(name);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends an ordinary name, trimmed', async () => {
    const onSubmit = await submitWithName('  Ada L. ');
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: 'Ada L.' });
  });
});
