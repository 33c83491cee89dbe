import { Link } from 'react-router';
import { CATEGORIES, type Category } from '#shared/catalog.ts';

const BLURBS: Record<Category, string> = {
  'Human hair': 'Bundles that wash, style and colour like your own.',
  'Synthetic hair': 'Easy-care fibres that keep their shape all day.',
  Extensions: 'Add length and volume in minutes.',
  'Pony tail': 'A polished pony for every occasion.',
  Frontal: 'A natural hairline, ready to install.',
};

// Alternating warm washes so the row reads as a set without needing product photos.
const TINTS = ['from-brand-100 to-brand-50', 'from-amber-100 to-amber-50', 'from-rose-100 to-stone-50'];

/** Shortcuts into the listing, already filtered by category (the listing keeps its filters in the URL). */
export function CategoryTiles() {
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <h2 id="categories-heading" className="font-display text-3xl text-brand-900">
        Shop by category
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {CATEGORIES.map((category, i) => (
          <li key={category}>
            <Link
              to={`/all?category=${encodeURIComponent(category)}`}
              className={`group flex h-full flex-col rounded-2xl bg-gradient-to-br p-5 ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:shadow-lg ${TINTS[i % TINTS.length]}`}
            >
              <span className="font-display text-xl text-brand-900 group-hover:underline">{category}</span>
              <span className="mt-2 text-sm text-stone-700">{BLURBS[category]}</span>
              <span aria-hidden="true" className="mt-auto pt-4 text-sm font-medium text-brand-700">
                Shop now →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
