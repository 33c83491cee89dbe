import { Link } from 'react-router';
import type { AdminProductRow } from '#shared/contract/admin-products.ts';
import { formatPence } from '#shared/money.ts';
import { ProductImage } from '#web/components/ui/product-image.tsx';

type Props = { products: AdminProductRow[]; firstIndex: number; onDelete: (p: AdminProductRow) => void };

/**
 * The admin's product table (docs/product.md#admin): index, image, name, category, price ('from' when its lengths
 * differ), the units left of all its lengths, Edit and Delete.
 */
export function ProductsTable({ products, firstIndex, onDelete }: Props) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <table className="w-full min-w-[46rem] text-left text-sm">
        <caption className="sr-only">Products</caption>
        <thead className="bg-stone-50 text-xs tracking-wider text-stone-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              s/n
            </th>
            <th scope="col" className="px-4 py-3">
              Image
            </th>
            <th scope="col" className="px-4 py-3">
              Name
            </th>
            <th scope="col" className="px-4 py-3">
              Category
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Price
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Stock
            </th>
            <th scope="col" className="px-4 py-3">
              Options
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {products.map((p, i) => (
            <tr key={p.id}>
              <td className="px-4 py-2 tabular-nums text-stone-600">{firstIndex + i}</td>
              <td className="px-4 py-2">
                <ProductImage
                  src={p.image}
                  alt=""
                  sizes="48px"
                  className="size-12 rounded-md bg-stone-100 object-cover"
                />
              </td>
              <td className="px-4 py-2">
                <span className="block font-medium text-stone-900">{p.name}</span>
                <span className="block text-stone-600">{p.brand}</span>
              </td>
              <td className="px-4 py-2 text-stone-700">{p.category}</td>
              <td className="px-4 py-2 text-right font-semibold whitespace-nowrap tabular-nums">
                {p.maxPrice > p.price ? `from ${formatPence(p.price)}` : formatPence(p.price)}
              </td>
              <td className="px-4 py-2 text-right tabular-nums">
                {p.stock === 0 ? (
                  <span className="font-semibold text-red-700">Out of stock</span>
                ) : (
                  p.stock.toLocaleString('en-US')
                )}
              </td>
              <td className="px-4 py-2">
                <div className="flex gap-2">
                  <Link
                    to={`/admin/add-product/${p.id}`}
                    aria-label={`Edit ${p.name}`}
                    className="rounded-full border border-stone-400 px-3 py-1 font-medium text-stone-800 hover:bg-stone-100"
                  >
                    Edit
                  </Link>
                  <button
                    type="button"
                    onClick={() => onDelete(p)}
                    aria-label={`Delete ${p.name}`}
                    className="rounded-full border border-red-300 px-3 py-1 font-medium text-red-800 hover:bg-red-50"
                  >
                    Delete
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
