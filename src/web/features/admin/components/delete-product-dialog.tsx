import { toast } from 'sonner';
import { Spinner } from '../../../components/ui/icons.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { buttonOutline } from '../../../components/ui/styles.ts';
import { ApiError } from '../../../lib/api.ts';
import { useDeleteProduct } from '../api/product-writes.ts';

type Props = { product: { id: string; name: string } | null; onClose: () => void };

/** Asks before deleting; past orders keep their lines whatever happens here. */
export function DeleteProductDialog({ product, onClose }: Props) {
  const remove = useDeleteProduct();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!product) return;
    remove.mutate(product.id, {
      onSuccess: () => {
        toast.info('Product deleted successfully');
        close();
      },
      onError: (err) =>
        toast.error(err instanceof ApiError ? err.message : 'The product could not be deleted.'),
    });
  };
  return (
    <ModalDialog open={!!product} onClose={close} title="Delete product?" className="w-[min(28rem,92vw)] p-6">
      <p className="mt-3 text-stone-700">
        <strong>{product?.name}</strong> will be removed from the shop. Orders that include it keep their
        lines.
      </p>
      {remove.isError && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {remove.error instanceof ApiError ? remove.error.message : 'The product could not be deleted.'}
        </p>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" onClick={close} className={buttonOutline}>
          Cancel
        </button>
        <button
          type="button"
          onClick={confirm}
          disabled={remove.isPending}
          className="inline-flex items-center gap-2 rounded-full bg-red-700 px-6 py-2.5 font-medium text-white hover:bg-red-800 disabled:opacity-60"
        >
          {remove.isPending && <Spinner />}
          Delete
        </button>
      </div>
    </ModalDialog>
  );
}
