import { Link } from 'react-router';
import { UserIcon } from '../../components/ui/icons.tsx';
import { openLoginDialog } from '../../lib/login-dialog-store.ts';
import { CartMenu } from './cart-menu.tsx';
import { NavLinks } from './main-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';

/** Brand, main links (folded into a menu on phones), the sign-in button and the cart badge. */
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

/** Signed-out state only for now: accounts arrive in a later release, and the dialog says so. */
function UserMenu() {
  return (
    <button
      type="button"
      onClick={openLoginDialog}
      aria-haspopup="dialog"
      className="flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900"
    >
      <UserIcon className="hidden size-5 sm:block" />
      Login
    </button>
  );
}
