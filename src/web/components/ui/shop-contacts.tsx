import type { ShopInfo } from '#shared/contract/catalog.ts';

/** Digits and a leading + only: what a tel: link needs, whatever spacing the shop's setting uses. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The shop's phone and social link (docs/product.md#settings), as the footer and the contact page show them. The
 * owner may leave either out (Settings): what is empty is not shown.
 */
export function ShopContacts({
  shop,
  className,
  linkClass,
}: {
  shop: ShopInfo;
  className: string;
  linkClass: string;
}) {
  return (
    <ul className={className}>
      {shop.phone && (
        <li>
          Phone:{' '}
          <a className={linkClass} href={telHref(shop.phone)}>
            {shop.phone}
          </a>
        </li>
      )}
      {shop.socialUrl && (
        <li>
          Follow us:{' '}
          <a className={linkClass} href={shop.socialUrl} target="_blank" rel="noopener noreferrer">
            {shop.socialHandle || shop.socialUrl.replace(/^https:\/\//, '')}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      )}
    </ul>
  );
}
