import type { ReactNode } from 'react';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';

/** The dialog a discount code's or a bundle offer's form opens in; the form is drawn afresh at each opening. */
export function PromotionFormDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={title}
      className="max-h-[92dvh] w-[min(44rem,94vw)] overflow-y-auto p-5 sm:p-6"
    >
      {open && children}
    </ModalDialog>
  );
}
