import { toast } from 'sonner';
import { Spinner } from '../../../components/ui/icons.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { buttonOutline } from '../../../components/ui/styles.ts';
import { ApiError } from '../../../lib/api.ts';
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
    <ModalDialog open={!!item} onClose={close} title={words.title} className="w-[min(28rem,92vw)] p-6">
      <p className="mt-3 text-stone-700">
        <strong>{item?.name}</strong> will stop applying at once. Orders that used it keep their discount.
      </p>
      {remove.isError && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {remove.error instanceof ApiError ? remove.error.message : words.failed}
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
