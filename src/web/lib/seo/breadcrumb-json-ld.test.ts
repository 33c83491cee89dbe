import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd } from './breadcrumb-json-ld.ts';

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd('https://tressa.example/', [
        { name: 'Home', path: '/' },
        { name: 'All Products', path: '/all' },
        { name: 'Silk Bundle', path: '/product-details/p%201' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://tressa.example/' },
        { '@type': 'ListItem', position: 2, name: 'All Products', item: 'https://tressa.example/all' },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Silk Bundle',
          item: 'https://tressa.example/product-details/p%201',
        },
      ],
    });
  });
});
