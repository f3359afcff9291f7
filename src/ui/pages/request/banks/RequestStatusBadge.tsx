import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { banksFor } from '../../../../runtime/banks/banksFor';
import { useStores } from '../../../app/StoresContext';
import { CombinedStatusTag } from './BanksPanel';

/**
 * The combined status of the request beside the page heading, on every page of one request. It shares
 * the request's banks store with the panel, so a push that reloads the panel updates it too. Its own read is
 * quiet: a request without banks yet, or a failed read, shows no status rather than an error toast.
 */
export const RequestStatusBadge = observer(function RequestStatusBadge({ requestId }: { requestId: number }) {
  const root = useStores();
  const store = useMemo(() => banksFor(root, requestId), [root, requestId]);
  useEffect(() => {
    if (!store.loaded && !store.loading) void store.load({ quiet: true });
  }, [store]);
  return <CombinedStatusTag store={store} />;
});
