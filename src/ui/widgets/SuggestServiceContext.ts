import { createContext, useContext, useMemo } from 'react';
import { SuggestService } from '../../runtime/suggest/SuggestService';
import { StoresContext } from '../app/StoresContext';

/** The suggestion service the search fields use; without a provider, the app's own. */
export const SuggestServiceContext = createContext<SuggestService | null>(null);

export function useSuggestService(): SuggestService {
  const provided = useContext(SuggestServiceContext);
  const root = useContext(StoresContext);
  return useMemo(() => {
    if (provided) return provided;
    if (!root) throw new Error('Поля поиска работают внутри приложения или с SuggestServiceContext');
    return SuggestService.of(root);
  }, [provided, root]);
}
