import { Link } from 'react-router';
import { ShopContacts } from '#web/components/ui/shop-contacts.tsx';
import { useShopInfo } from '#web/lib/shop-info.ts';
import { NAV_LINKS } from './main-nav.tsx';

const FALLBACK_NAME = 'Tressa';

export function Footer() {
  const shop = useShopInfo();
  const name = shop.data?.name ?? FALLBACK_NAME;
  const year = new Date().getFullYear();

  return (
    <footer className="mt-16 bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6">
        <div>
          <p className="font-display text-2xl text-white">{name}</p>
          <p className="mt-2 text-sm">Human hair, extensions, pony tails and frontals in every length.</p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Shop</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {[...NAV_LINKS, { to: '/cart', label: 'Cart' }].map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Get in touch</h2>
          <ContactLines shop={shop} />
        </div>
      </div>
      <p className="border-t border-brand-800 px-4 py-4 text-center text-sm">
        © {year} {name}. All rights reserved.
      </p>
    </footer>
  );
}

function ContactLines({ shop }: { shop: ReturnType<typeof useShopInfo> }) {
  const linkClass = 'underline-offset-4 hover:text-white hover:underline';
  if (shop.data) {
    return <ShopContacts shop={shop.data} className="mt-3 space-y-2 text-sm" linkClass={linkClass} />;
  }
  // Until the settings arrive (or if they cannot), the contact page is always a way to reach the shop.
  return (
    <ul className="mt-3 space-y-2 text-sm">
      {shop.isPending && <li aria-hidden="true" className="h-4 w-40 animate-pulse rounded bg-brand-800" />}
      <li>
        <Link className={linkClass} to="/contact">
          Send us a message
        </Link>
      </li>
    </ul>
  );
}
