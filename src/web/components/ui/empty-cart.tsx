import { Link } from 'react-router';
import { BagIcon } from './icons.tsx';

export function EmptyCart() {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-16 text-center ring-1 ring-stone-200">
      <span className="rounded-full bg-brand-50 p-5 text-brand-700">
        <BagIcon className="size-10" />
      </span>
      <p className="mt-6 font-display text-2xl text-brand-900">
        Looks like you have not added anything to your cart
      </p>
      <Link
        to="/all"
        className="mt-8 rounded-full bg-brand-700 px-8 py-3 font-medium text-white hover:bg-brand-800"
      >
        Start shopping
      </Link>
    </div>
  );
}
