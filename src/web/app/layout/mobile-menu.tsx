import { useCallback, useId, useRef, useState } from 'react';
import { CloseIcon, MenuIcon } from '#web/components/ui/icons.tsx';
import { NavLinks } from './main-nav.tsx';
import { useDismiss } from './use-dismiss.ts';

/** On phones the main links fold into a menu button that opens a panel under the top bar. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss(open, close, container, trigger);

  return (
    <div ref={container} className="md:hidden">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((o) => !o)}
        className="rounded-full p-2.5 text-brand-900 hover:bg-brand-50"
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>
      <nav
        id={panelId}
        hidden={!open}
        aria-label="Main"
        className="absolute inset-x-0 top-full z-40 border-b border-stone-200 bg-white px-4 py-3 shadow-lg"
      >
        <NavLinks layout="column" onNavigate={close} />
      </nav>
    </div>
  );
}
