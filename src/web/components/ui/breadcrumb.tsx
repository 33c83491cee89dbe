import { NavLink } from 'react-router';

const MAX_LABELS = 3;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded underline-offset-4 hover:underline ${isActive ? 'font-semibold text-brand-800 underline' : 'text-stone-700'}`;

/**
 * The breadcrumb bar (docs/product.md#screens): 'Home /' to /, 'Products' to /all, then up to three plain labels (type
 * or category, checkout, payment), each only when supplied. NavLink marks the link of the current route with
 * aria-current="page", which is also what highlights it.
 */
export function Breadcrumb({ items = [] }: { items?: string[] }) {
  const labels = items.filter((label) => label.trim() !== '').slice(0, MAX_LABELS);
  return (
    <nav aria-label="Breadcrumb" className="border-b border-brand-100 bg-brand-50">
      <ol className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-3 text-sm sm:px-6">
        <li>
          <NavLink to="/" end className={linkClass}>
            Home /
          </NavLink>
        </li>
        <li>
          <NavLink to="/all" end className={linkClass}>
            Products
          </NavLink>
        </li>
        {labels.map((label, i) => (
          // Labels may repeat (a category named like a step), so the position is part of the key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above; the list never reorders.
          <li key={`${i}-${label}`} className="flex items-center gap-2 text-stone-700">
            <span aria-hidden="true" className="text-stone-500">
              /
            </span>
            <span className={i === labels.length - 1 ? 'font-medium text-stone-900' : undefined}>
              {label}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
