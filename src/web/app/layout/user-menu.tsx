import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon, UserIcon } from '#web/components/ui/icons.tsx';
import { useSignOut } from '#web/features/auth/api/sign-out.ts';
import { openLoginDialog } from '#web/lib/login-dialog-store.ts';
import { type SessionUser, useSession } from '#web/lib/use-session.ts';
import { preloadLoginDialog } from './login-dialog.tsx';
import { useDismiss } from './use-dismiss.ts';

const pill =
  'flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900';

/** Login when signed out; the account menu when signed in; a quiet placeholder while we do not know yet. */
export function UserMenu() {
  const { user, status } = useSession();
  if (status === 'pending') {
    return <span aria-hidden="true" className="h-9 w-20 animate-pulse rounded-full bg-stone-100" />;
  }
  if (!user) {
    return (
      <button
        type="button"
        onClick={() => openLoginDialog()}
        onPointerEnter={preloadLoginDialog}
        onFocus={preloadLoginDialog}
        aria-haspopup="dialog"
        className={pill}
      >
        <UserIcon className="hidden size-5 sm:block" />
        Login
      </button>
    );
  }
  return <AccountMenu user={user} />;
}

/** A WAI-ARIA menu button: arrow keys move through the items, Escape closes and returns focus to the button. */
function AccountMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();
  const { signOut, pending } = useSignOut();
  useDismiss(open, close, container, trigger);

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  // The menu is hidden until this render commits, so focus moves on the next frame.
  const openAt = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(index));
  };

  const onTriggerKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(e.key === 'ArrowDown' ? 0 : -1);
    }
  };
  const onMenuKey = (e: KeyboardEvent) => {
    const current = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: -1,
    };
    const next = moves[e.key];
    if (next === undefined) return;
    e.preventDefault();
    focusItem(next);
  };

  // The ring sits inside the item: the panel clips anything drawn outside it.
  const itemClass =
    'block w-full px-4 py-2.5 text-left text-stone-800 outline-offset-[-2px] hover:bg-brand-50 focus:bg-brand-50';

  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => (open ? close() : openAt(0))}
        onKeyDown={onTriggerKey}
        className={pill}
      >
        <UserIcon className="size-5" />
        {/* The welcome line names the button at every width, but is only drawn where there is room. */}
        <span className="max-sm:sr-only sm:max-w-44 sm:truncate">Welcome, {user.name}</span>
        <ChevronDownIcon className="hidden size-4 sm:block" />
      </button>
      <div
        hidden={!open}
        className="absolute right-0 z-40 mt-2 w-64 overflow-hidden rounded-2xl border border-stone-200 bg-white py-2 shadow-xl"
      >
        <p className="truncate border-b border-stone-100 px-4 pt-1 pb-3 text-sm text-stone-600">
          Signed in as <span className="font-medium text-stone-900">{user.email}</span>
        </p>
        <div
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          onKeyDown={onMenuKey}
          className="pt-1"
        >
          <Link role="menuitem" tabIndex={-1} to="/my-orders" onClick={close} className={itemClass}>
            My Orders
          </Link>
          <Link role="menuitem" tabIndex={-1} to="/address-book" onClick={close} className={itemClass}>
            Address book
          </Link>
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            disabled={pending}
            onClick={() => void signOut()}
            className={itemClass}
          >
            Logout
          </button>
        </div>
      </div>
    </div>
  );
}
