import { describe, expect, it } from 'vitest';
import { type ProductWithVariants, summarizeVariants, type Variant } from '#shared/contract/catalog.ts';
import type { ReviewItem } from '#shared/contract/reviews.ts';
import { jsonLdText } from './json-ld-text.ts';
import { productJsonLd } from './product-json-ld.ts';

const origin = 'https://tressa.example';
const url = 'https://tressa.example/product-details/silk%2F1';
const seller = { '@type': 'Organization', name: 'Tressa' };
const IN = 'https://schema.org/InStock';
const OUT = 'https://schema.org/OutOfStock';
const NEW = 'https://schema.org/NewCondition';

/** A variant of that length, price and stock, as the API sends it. */
const variant = (length: string, price: number, stock: number): Variant => ({
  id: `v-${length.replace('"', 'in')}`,
  sku: `p-${length.replace('"', 'in')}`,
  length,
  price,
  stock,
  values: [length],
  compareAtPrice: null,
  imageUrls: [],
});

function product(overrides: Partial<ProductWithVariants> = {}): ProductWithVariants {
  return {
    id: 'silk/1',
    name: 'Silk Straight Bundle',
    price: 4500,
    category: 'Human hair',
    brand: 'Luxe Locks',
    description: 'Soft, silky straight human hair.',
    imageURL: ['/media/img-1', '/media/img-2'],
    lengths: ['14"'],
    variants: [variant('14"', 4500, 3)],
    variantSummary: summarizeVariants(overrides.variants ?? [variant('14"', 4500, 3)]),
    maxPerOrder: 5,
    createdAt: '2025-01-01T00:00:00.000Z',
    rating: { average: 0, count: 0 },
    ...overrides,
  };
}

/** The parts every Product here shares; each test adds what it is about. */
const base = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Silk Straight Bundle',
  description: 'Soft, silky straight human hair.',
  sku: 'silk/1',
  brand: { '@type': 'Brand', name: 'Luxe Locks' },
  category: 'Human hair',
  image: ['https://tressa.example/media/img-1?w=960', 'https://tressa.example/media/img-2?w=960'],
  url,
};

const offer = (price: string, availability: string) => ({
  '@type': 'Offer',
  price,
  priceCurrency: 'GBP',
  availability,
  url,
  itemCondition: NEW,
  seller,
});

function review(n: number, overrides: Partial<ReviewItem> = {}): ReviewItem {
  return {
    id: `r${n}`,
    name: `Reviewer ${n}`,
    avatarUrl: `/api/avatar?name=Reviewer%20${n}`,
    rating: 4.5,
    text: `Review ${n}`,
    createdAt: `2025-03-0${n}T23:30:00.000Z`,
    editedAt: null,
    bought: '14"',
    ...overrides,
  };
}

/** The Offer of a one-variant Product (a ProductGroup has its offers on its variants). */
const offersOf = (ld: ReturnType<typeof productJsonLd>) => ('offers' in ld ? ld.offers : undefined);

describe('productJsonLd', () => {
  it('gives one length a single Offer at its price and stock', () => {
    expect(productJsonLd({ product: product(), origin })).toStrictEqual({
      ...base,
      offers: offer('45.00', IN),
    });
  });

  it('says a single sold-out length is out of stock', () => {
    const p = product({ variants: [variant('14"', 4500, 0)] });
    expect(offersOf(productJsonLd({ product: p, origin }))).toStrictEqual(offer('45.00', OUT));
  });

  it('uses the product price, in stock, when it has no lengths', () => {
    const p = product({ price: 1005, lengths: [], variants: [] });
    expect(offersOf(productJsonLd({ product: p, origin }))).toStrictEqual(offer('10.05', IN));
  });

  it('shows the placeholder image when the product has none', () => {
    const ld = productJsonLd({ product: product({ imageURL: [] }), origin: 'https://tressa.example/' });
    expect(ld.image).toStrictEqual(['https://tressa.example/media/placeholder?w=960']);
    expect(ld.url).toBe(url);
  });

  it('leaves out an empty description', () => {
    const ld = productJsonLd({ product: product({ description: '  ' }), origin });
    expect('description' in ld).toBe(false);
  });

  it('adds the rating and the first five reviews when the product has reviews', () => {
    const p = product({ rating: { average: 4.3, count: 7 } });
    const reviews = { items: [1, 2, 3, 4, 5, 6].map((n) => review(n)) };
    reviews.items[1] = review(2, { name: 'Anonymous', rating: 0.5, text: 'Too short.' });
    expect(productJsonLd({ product: p, reviews, origin })).toStrictEqual({
      ...base,
      offers: offer('45.00', IN),
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.3,
        reviewCount: 7,
        bestRating: 5,
        worstRating: 0.5,
      },
      review: [1, 2, 3, 4, 5].map((n) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: n === 2 ? 'Anonymous' : `Reviewer ${n}` },
        datePublished: `2025-03-0${n}`,
        reviewBody: n === 2 ? 'Too short.' : `Review ${n}`,
        reviewRating: {
          '@type': 'Rating',
          ratingValue: n === 2 ? 0.5 : 4.5,
          bestRating: 5,
          worstRating: 0.5,
        },
      })),
    });
  });

  it('dates a review by its UTC day whatever offset it was written with', () => {
    const p = product({ rating: { average: 5, count: 1 } });
    const reviews = { items: [review(1, { createdAt: '2025-03-02T00:30:00+02:00' })] };
    expect(productJsonLd({ product: p, reviews, origin }).review?.[0]?.datePublished).toBe('2025-03-01');
  });

  it('leaves out the date of a review whose date cannot be read', () => {
    const p = product({ rating: { average: 5, count: 1 } });
    const reviews = { items: [review(1, { createdAt: 'yesterday' })] };
    expect(productJsonLd({ product: p, reviews, origin }).review).toStrictEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Reviewer 1' },
        reviewBody: 'Review 1',
        reviewRating: { '@type': 'Rating', ratingValue: 4.5, bestRating: 5, worstRating: 0.5 },
      },
    ]);
  });

  it('has neither rating nor reviews when the product has no reviews', () => {
    const ld = productJsonLd({ product: product(), reviews: { items: [review(1)] }, origin });
    expect(Object.keys(ld)).toStrictEqual([
      '@context',
      '@type',
      'name',
      'description',
      'sku',
      'brand',
      'category',
      'image',
      'url',
      'offers',
    ]);
  });

  it('is safe inside a script element when the name would close it', () => {
    const ld = productJsonLd({ product: product({ name: 'Bob</script><script>x()</script>' }), origin });
    const text = jsonLdText(ld);
    expect(text).toContain('"name":"Bob\\u003c/script\\u003e\\u003cscript\\u003ex()\\u003c/script\\u003e"');
    expect(text.toLowerCase()).not.toContain('</script');
    expect(JSON.parse(text).name).toBe('Bob</script><script>x()</script>');
  });
});
