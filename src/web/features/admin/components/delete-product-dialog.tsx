import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog.tsx';
import { ApiError } from '#web/lib/api.ts';
import { useDeleteProduct } from '../api/product-writes.ts';

type Props = { product: { id: string; name: string } | null; onClose: () => void };

const FAILED = 'The product could not be deleted.';

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
      onError: (err) => toast.error(err instanceof ApiError ? err.message : FAILED),
    });
  };
  return (
    <ConfirmDeleteDialog
      open={!!product}
      title="Delete product?"
      pending={remove.isPending}
      error={remove.isError ? remove.error : null}
      failed={FAILED}
      onConfirm={confirm}
      onClose={close}
    >
      <strong>{product?.name}</strong> will be removed from the shop. Orders that include it keep their lines.
    </ConfirmDeleteDialog>
  );
}
