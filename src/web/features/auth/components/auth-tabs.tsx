import { type KeyboardEvent, useId, useRef } from 'react';
import { type LoginTab, setLoginDialogTab, useLoginDialogTab } from '#web/lib/login-dialog-store.ts';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

const TABS: { id: LoginTab; label: string }[] = [
  { id: 'login', label: 'Login' },
  { id: 'register', label: 'Register' },
];

/**
 * The Login and Register tabs (WAI-ARIA tabs: arrow keys, Home and End move between them and select). Only the
 * selected panel holds its form, so the dialog never has two fields of the same name (one of them hidden).
 */
export function AuthTabs() {
  const selected = useLoginDialogTab();
  const baseId = useId();
  const tabRefs = useRef(new Map<LoginTab, HTMLButtonElement>());

  const select = (index: number) => {
    const tab = TABS[(index + TABS.length) % TABS.length];
    if (!tab) return;
    setLoginDialogTab(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = moves[e.key];
    if (next === undefined) return;
    e.preventDefault();
    select(next);
  };

  return (
    <div>
      <div role="tablist" aria-label="Account" className="grid grid-cols-2 rounded-full bg-stone-100 p-1">
        {TABS.map((tab, i) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) tabRefs.current.set(tab.id, el);
              }}
              type="button"
              role="tab"
              id={`${baseId}-${tab.id}-tab`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-${tab.id}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setLoginDialogTab(tab.id)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={`rounded-full px-4 py-2 font-medium transition-colors ${
                isSelected ? 'bg-white text-brand-800 shadow-sm' : 'text-stone-700 hover:text-stone-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-${tab.id}-panel`}
          aria-labelledby={`${baseId}-${tab.id}-tab`}
          hidden={tab.id !== selected}
          className="mt-5"
        >
          {tab.id === selected && (tab.id === 'login' ? <LoginForm /> : <RegisterForm />)}
        </div>
      ))}
    </div>
  );
}
