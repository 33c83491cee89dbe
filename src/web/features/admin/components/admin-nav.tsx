import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDownIcon } from '#web/components/ui/icons.tsx';

export const ADMIN_LINKS = [
  { to: '/admin/home', label: 'Home' },
  { to: '/admin/all-products', label: 'All Products' },
  { to: '/admin/add-product/ADD', label: 'Add Products' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/promotions', label: 'Promotions' },
  // The shop's own pages beyond the seed's four.
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/mailbox', label: 'Mailbox' },
  { to: '/admin/settings', label: 'Settings' },
] as const;

/**
 * The admin side menu (docs/product.md#admin). On phones it folds into a disclosure button above the page and folds
 * again after a choice; NavLink marks the current page with aria-current="page", which is also what highlights it.
 */
export function AdminNav() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname change itself is the trigger.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <nav aria-label="Admin" className="rounded-2xl bg-brand-50 p-2 md:sticky md:top-24 md:self-start">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between rounded-xl px-4 py-3 font-medium text-brand-900 md:hidden"
      >
        Admin menu
        <ChevronDownIcon className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul id={listId} className={`${open ? 'flex' : 'hidden'} flex-col gap-1 md:flex`}>
        {ADMIN_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                `block rounded-xl px-4 py-3 font-medium ${
                  isActive ? 'bg-brand-700 text-white' : 'text-stone-800 hover:bg-white hover:text-brand-900'
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
