import { createContext, useContext } from 'react';
import type { RootStore } from '../../runtime/RootStore';

export const StoresContext = createContext<RootStore | null>(null);

/** The app's RootStore; components read state and call actions through it. */
export function useStores(): RootStore {
  const root = useContext(StoresContext);
  if (!root) throw new Error('RootStore не передан: оберните приложение в StoresContext.Provider');
  return root;
}
