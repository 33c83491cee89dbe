import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog.tsx';
import { useDeletePromotion } from '../api/promotions.ts';

type Props = {
  kind: 'codes' | 'offers';
  item: { id: string; name: string } | null;
  onClose: () => void;
};

const WORDS = {
  codes: { title: 'Delete code?', noun: 'Code', failed: 'The code could not be deleted.' },
  offers: { title: 'Delete offer?', noun: 'Offer', failed: 'The offer could not be deleted.' },
};

/** Asks before deleting a code or an offer; orders that used it keep what they were given. */
export function DeletePromotionDialog({ kind, item, onClose }: Props) {
  const remove = useDeletePromotion(kind);
  const words = WORDS[kind];
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        toast.info(`${words.noun} ${item.name} deleted`);
        close();
      },
    });
  };
  return (
    <ConfirmDeleteDialog
      open={!!item}
      title={words.title}
      pending={remove.isPending}
      error={remove.isError ? remove.error : null}
      failed={words.failed}
      onConfirm={confirm}
      onClose={close}
    >
      <strong>{item?.name}</strong> will stop applying at once. Orders that used it keep their discount.
    </ConfirmDeleteDialog>
  );
}
