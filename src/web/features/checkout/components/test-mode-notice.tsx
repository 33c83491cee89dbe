// The built-in provider takes no money (docs/product.md#payments); the page says so plainly and lists the cards to use.
const CARDS = [
  { number: '4242 4242 4242 4242', result: 'succeeds' },
  { number: '4000 0000 0000 0002', result: 'is declined' },
  { number: '4000 0000 0000 9995', result: 'has insufficient funds' },
  { number: '4000 0025 0000 3155', result: 'asks for authentication' },
  // Its payment is taken; a refund of it (a cancellation) is accepted, then fails about 10 s later, as Stripe's.
  { number: '4000 0000 0000 5126', result: 'succeeds, but its refunds fail' },
];

export function TestModeNotice() {
  return (
    <section
      aria-labelledby="test-mode-heading"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h3 id="test-mode-heading" className="font-semibold">
        Test mode: no real payment is taken
      </h3>
      <p className="mt-1">Use one of these test cards, with any future expiry date and any 3-digit CVC:</p>
      <ul className="mt-2 space-y-1">
        {CARDS.map((c) => (
          <li key={c.number}>
            <span className="font-mono font-semibold whitespace-nowrap">{c.number}</span> {c.result}
          </li>
        ))}
      </ul>
    </section>
  );
}
