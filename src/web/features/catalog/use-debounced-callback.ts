import { useEffect, useMemo, useRef } from 'react';

/** Calls the latest `fn` once `delay` ms have passed without another call; `flush` runs a pending call now. */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, delay: number) {
  const fnRef = useRef(fn);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<A | null>(null);

  useEffect(() => {
    fnRef.current = fn;
  });
  // A call still waiting when the component leaves is dropped: its page is gone.
  useEffect(() => () => clearTimeout(timer.current), []);

  return useMemo(() => {
    const flush = () => {
      clearTimeout(timer.current);
      const args = pending.current;
      pending.current = null;
      if (args) fnRef.current(...args);
    };
    const schedule = (...args: A) => {
      pending.current = args;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delay);
    };
    const cancel = () => {
      clearTimeout(timer.current);
      pending.current = null;
    };
    return { schedule, flush, cancel };
  }, [delay]);
}
