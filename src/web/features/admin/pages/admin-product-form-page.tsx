import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import type { ProductInput } from '#shared/contract/admin-products.ts';
import { LoadingOverlay } from '#web/components/ui/loading-overlay.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { ApiError } from '#web/lib/api.ts';
import { useAdminProduct } from '../api/get-admin-product.ts';
import { useSaveProduct } from '../api/product-writes.ts';
import { ProductForm } from '../components/product-form.tsx';
import { toFormValues } from '../product-form-schema.ts';

/** /admin/add-product/ADD adds a product; /admin/add-product/:id edits one (docs/product.md#admin). */
export function AdminProductFormPage() {
  const { id: param } = useParams();
  const id = param === 'ADD' ? undefined : param;
  const product = useAdminProduct(id);
  const save = useSaveProduct(id);
  const navigate = useNavigate();
  const title = id ? 'Edit Product' : 'Add New Product';

  const submit = (input: ProductInput) =>
    save.mutate(input, {
      onSuccess: () => {
        toast.success(id ? 'Product Updated Successfully' : 'Product added to Database Successfully');
        navigate('/admin/all-products');
      },
      onError: (err) => toast.error(err instanceof ApiError ? err.message : 'Something Went Wrong'),
    });

  return (
    <section aria-labelledby="product-form-heading">
      <title>{`${title} | Admin | Tressa`}</title>
      <h1 id="product-form-heading" className="font-display text-3xl text-brand-900 sm:text-4xl">
        {title}
      </h1>
      <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
        {id && product.isError ? (
          <QueryError
            title="The product could not be loaded."
            error={product.error}
            onRetry={() => void product.refetch()}
            retrying={product.isFetching}
          />
        ) : id && !product.data ? (
          <p role="status" className="text-stone-700">
            Loading the product…
          </p>
        ) : (
          <ProductForm
            key={id ?? 'new'}
            initial={product.data ? toFormValues(product.data) : undefined}
            saving={save.isPending}
            submitLabel={id ? 'Save Changes' : 'Save Product'}
            onSubmit={submit}
          />
        )}
        {save.isError && (
          <p role="alert" className="mt-4 text-sm font-medium text-red-700">
            {save.error instanceof ApiError ? save.error.message : 'Something Went Wrong'}
          </p>
        )}
      </div>
      {save.isPending && <LoadingOverlay />}
    </section>
  );
}
