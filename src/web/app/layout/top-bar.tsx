import { Link } from 'react-router';
import { CartMenu } from './cart-menu.tsx';
import { NavLinks } from './main-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { UserMenu } from './user-menu.tsx';

/** Brand, main links (folded into a menu on phones), the account menu and the cart badge. */
export function TopBar() {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <MobileMenu />
        <Link to="/" className="mr-auto flex items-center gap-2 rounded-md md:mr-0">
          <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
          <span className="font-display text-2xl tracking-wide text-brand-800">Tressa</span>
        </Link>
        <nav aria-label="Main" className="hidden flex-1 justify-center md:flex">
          <NavLinks layout="row" />
        </nav>
        <UserMenu />
        <CartMenu />
      </div>
    </header>
  );
}
