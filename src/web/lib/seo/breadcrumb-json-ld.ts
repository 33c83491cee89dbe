import { absoluteUrl } from './absolute-url.ts';

export type BreadcrumbItem = { name: string; path: string };

/**
 * schema.org BreadcrumbList for the trail the page shows (Home → All Products → the product). Every item carries its
 * absolute URL; Google allows the last one without, but giving it costs nothing and keeps the trail unambiguous.
 */
export function breadcrumbJsonLd(origin: string, items: readonly BreadcrumbItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(origin, item.path),
    })),
  };
}
