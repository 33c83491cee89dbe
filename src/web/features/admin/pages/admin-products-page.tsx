import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminProductRow } from '#shared/contract/admin-products.ts';
import { buttonPrimary } from '#web/components/ui/styles.ts';
import { useAdminProducts } from '../api/get-admin-products.ts';
import { DeleteProductDialog } from '../components/delete-product-dialog.tsx';
import { ListResults } from '../components/list-results.tsx';
import { ListSearch } from '../components/list-search.tsx';
import { ProductsTable } from '../components/products-table.tsx';
import { useListParams } from '../use-list-params.ts';

const PER_PAGE = 20;

/** /admin/all-products: every product, searched and paged by the server (fine at 100,000 products). */
export function AdminProductsPage() {
  const list = useListParams();
  const products = useAdminProducts({ q: list.q || undefined, page: list.page, perPage: PER_PAGE });
  const [deleting, setDeleting] = useState<AdminProductRow | null>(null);

  return (
    <section aria-labelledby="products-heading">
      <title>All Products | Admin | Tressa</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="products-heading" className="font-display text-3xl text-brand-900 sm:text-4xl">
          All Products
        </h1>
        <Link to="/admin/add-product/ADD" className={buttonPrimary}>
          Add Products
        </Link>
      </div>
      <div className="mt-6">
        <ListSearch
          label="Search products"
          placeholder="Name, category or brand"
          value={list.q}
          onSearch={list.setQuery}
        />
      </div>
      <ListResults
        query={products}
        noun={['product', 'products']}
        errorTitle="The products could not be loaded."
        empty="NO PRODUCTS FOUND"
        pagerLabel="Products pages"
        onPage={list.setPage}
      >
        {(data) => (
          <ProductsTable
            products={data.items}
            firstIndex={(data.page - 1) * data.perPage + 1}
            onDelete={setDeleting}
          />
        )}
      </ListResults>
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
