import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from './icons.tsx';

type Props = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Size and padding of the dialog box. */
  className: string;
  titleClassName?: string;
  children: ReactNode;
};

/**
 * A native modal <dialog>: the browser traps focus inside, closes it on Escape and returns focus to the control
 * that opened it. A click on the backdrop closes it too. Dialogs may stack (the sign-in modal opens another):
 * React passes a nested dialog's events up to the outer one, so each handles only its own.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  className,
  titleClassName = 'text-2xl',
  children,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer convenience; Escape and the Close button serve the keyboard.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={(e) => {
        e.stopPropagation();
        if (e.target === e.currentTarget) onClose();
      }}
      onClick={(e) => {
        e.stopPropagation();
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (e.target === e.currentTarget) onClose();
      }}
      className={`m-auto rounded-2xl bg-white text-stone-900 shadow-2xl backdrop:bg-brand-900/50 ${className}`}
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className={`font-display text-brand-900 ${titleClassName}`}>
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="-m-2 rounded-full p-2 text-stone-600 hover:bg-stone-100 hover:text-stone-900"
        >
          <CloseIcon />
        </button>
      </div>
      {children}
    </dialog>
  );
}
