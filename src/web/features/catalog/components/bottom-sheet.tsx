import { type ReactNode, useRef } from 'react';
import { Drawer } from 'vaul';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
};

/**
 * A bottom sheet (vaul, built on Radix Dialog): focus moves in and is trapped while open, Escape and the backdrop
 * close it, focus returns to the control that opened it, and its title names the dialog for screen readers.
 * The content unmounts when closed, so each opening starts from fresh state.
 */
export function BottomSheet({ open, onOpenChange, title, children }: Props) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Drawer.Content
          aria-describedby={undefined}
          // The sheet takes focus only to hand it on; a ring round the whole sheet would just be noise.
          style={{ outline: 'none' }}
          // vaul leaves focus outside by default (to keep phone keyboards shut). Focusing the sheet itself puts
          // keyboard and screen-reader users inside and announces the title, without opening a keyboard.
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            (e.currentTarget as HTMLElement).focus();
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[92dvh] max-w-3xl flex-col rounded-t-2xl bg-white shadow-xl outline-none"
        >
          <div aria-hidden="true" className="mx-auto mt-3 h-1.5 w-12 shrink-0 rounded-full bg-stone-300" />
          <div className="overflow-y-auto px-5 pt-3 sm:px-8">
            <Drawer.Title className="mb-4 font-display text-xl font-semibold text-stone-900">
              {title}
            </Drawer.Title>
            {children}
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
