import type { ShopInfo } from '#shared/contract/catalog.ts';

/** Digits and a leading + only: what a tel: link needs, whatever spacing the shop's setting uses. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The shop's phone and social link (docs/product.md#settings), as the footer and the contact page show them. */
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
      <li>
        Phone:{' '}
        <a className={linkClass} href={telHref(shop.phone)}>
          {shop.phone}
        </a>
      </li>
      <li>
        Follow us:{' '}
        <a className={linkClass} href={shop.socialUrl} target="_blank" rel="noopener noreferrer">
          {shop.socialHandle}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </li>
    </ul>
  );
}
