import { useEffect, useMemo, useState } from 'react';

/**
 * A view's store, built once for its parameters and loaded on mount and on «Повторить»; the store is
 * null when the parameters cannot name anything (the view then says so).
 */
export function useViewStore<T>(build: () => T | null, load: (store: T) => Promise<unknown>, deps: readonly unknown[]): { store: T | null; retry: () => void } {
  const store = useMemo(build, deps);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (store !== null) void load(store);
  }, [store, attempt]);
  return { store, retry: () => setAttempt((value) => value + 1) };
}
