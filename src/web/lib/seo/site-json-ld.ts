import type { ShopInfo } from '#shared/contract/catalog.ts';
import { absoluteUrl } from './absolute-url.ts';

export type SiteShop = Pick<ShopInfo, 'name' | 'email' | 'phone' | 'socialUrl'>;

/**
 * The home page's Organization and WebSite, as one @graph so the site names its publisher by @id rather than
 * repeating it. Contact fields the shop left empty in its settings are left out: an empty string is not a value.
 */
export function siteJsonLd({ origin, shop }: { origin: string; shop: SiteShop }) {
  const url = absoluteUrl(origin, '/');
  const organizationId = `${url}#organization`;
  const organization = {
    '@type': 'Organization',
    '@id': organizationId,
    name: shop.name,
    url,
    logo: absoluteUrl(origin, '/logo.svg'),
    ...(shop.email.trim() ? { email: shop.email.trim() } : {}),
    ...(shop.phone.trim() ? { telephone: shop.phone.trim() } : {}),
    ...(shop.socialUrl.trim() ? { sameAs: [shop.socialUrl.trim()] } : {}),
  };
  const website = {
    '@type': 'WebSite',
    '@id': `${url}#website`,
    name: shop.name,
    url,
    publisher: { '@id': organizationId },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl(origin, '/all')}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
  // A tuple, so a caller (and a test) reads each node with its own type.
  return { '@context': 'https://schema.org', '@graph': [organization, website] as const };
}
