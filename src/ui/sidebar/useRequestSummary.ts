import { useEffect, useMemo } from 'react';
import { summaryFor } from '../../runtime/sidebar/sidebarDataFor';
import type { RequestSummaryStore } from '../../runtime/sidebar/RequestSummaryStore';
import { useStores } from '../app/StoresContext';

/** The summary of a request for a panel: read when the panel shows it, read again on a push of that request. */
export function useRequestSummary(requestId: number): RequestSummaryStore {
  const root = useStores();
  const store = useMemo(() => summaryFor(root, requestId), [root, requestId]);
  useEffect(() => {
    void store.load();
    return root.push?.watch({ requestId, reload: () => void store.load() });
  }, [root, store, requestId]);
  return store;
}
