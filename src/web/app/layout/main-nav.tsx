import { NavLink } from 'react-router';

export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/all', label: 'All Products' },
  { to: '/contact', label: 'Contact Us' },
] as const;

/** The site's main links; NavLink marks the current page with aria-current="page", styled here. */
export function NavLinks({ layout, onNavigate }: { layout: 'row' | 'column'; onNavigate?: () => void }) {
  const base =
    layout === 'row'
      ? 'rounded-full px-4 py-2 text-sm font-medium transition-colors'
      : 'block rounded-lg px-4 py-3 text-base font-medium';
  return (
    <ul className={layout === 'row' ? 'flex items-center gap-1' : 'flex flex-col gap-1'}>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end
            onClick={onNavigate}
            className={({ isActive }) =>
              `${base} ${isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900'}`
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
