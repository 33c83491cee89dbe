const PROMISES = [
  {
    title: 'Every length',
    text: 'Pick the exact length you want on each product before it goes in your bag.',
  },
  {
    title: 'Secure card checkout',
    text: 'Pay by card through a secure payment provider; card numbers are never stored.',
  },
  {
    title: 'Friendly help',
    text: 'Not sure which hair suits you? Send us a message and we will help you choose.',
  },
];

/** What a shopper can count on, in three short lines. */
export function Promises() {
  return (
    <section aria-labelledby="promises-heading" className="border-y border-brand-100 bg-white">
      <h2 id="promises-heading" className="sr-only">
        Why shop with Tressa
      </h2>
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:grid-cols-3 sm:px-6">
        {PROMISES.map((p) => (
          <li key={p.title} className="border-l-2 border-brand-500 pl-4">
            <h3 className="font-display text-lg text-brand-900">{p.title}</h3>
            <p className="mt-1 text-sm text-stone-700">{p.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
