import { Alert, Button, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { banksFor } from '../../../runtime/banks/banksFor';
import { useStores } from '../../app/StoresContext';
import { SidePanel } from '../SidePanel';
import { sidebarUiTexts } from '../texts';
import { useRequestSummary } from '../useRequestSummary';
import type { SidebarViewProps } from '../viewTypes';
import { RequestBanksList } from './RequestBanksList';
import { RequestSummaryCard } from './RequestSummaryCard';

const t = sidebarUiTexts.request;

/** The banks of the request, read quietly: the info views show their statuses but offer no actions. */
function useQuietBanks(requestId: number) {
  const root = useStores();
  const store = useMemo(() => banksFor(root, requestId), [root, requestId]);
  useEffect(() => {
    void store.load({ quiet: true });
    return root.push?.watch({ requestId, reload: () => void store.load({ quiet: true }) });
  }, [root, store, requestId]);
  return store;
}

const InfoView = observer(function InfoView({ params, nav, long }: SidebarViewProps & { long: boolean }) {
  const root = useStores();
  const requestId = Number(params.requestNumber);
  const summary = useRequestSummary(requestId);
  const banks = useQuietBanks(requestId);
  return (
    <SidePanel view={long ? 'RequestInfoLong' : 'RequestInfoShort'}>
      <RequestSummaryCard requestNumber={requestId} summary={summary.summary} combined={banks.combined} long={long} />
      {summary.loadError && <Alert type="warning" showIcon message={summary.loadError} />}
      <Space wrap size="small" className="side-actions">
        <Link to={root.routes.path('RequestForm', { id: String(requestId) })}>
          <Button type="primary" size="small">
            {t.openForm}
          </Button>
        </Link>
        <Button size="small" onClick={() => nav.open(long ? 'RequestInfoShort' : 'RequestInfoLong')}>
          {long ? t.less : t.more}
        </Button>
        <Button size="small" onClick={() => nav.open('RequestDetails')}>
          {t.banks}
        </Button>
        {long && (
          <Button size="small" onClick={() => nav.openCurtain('StatusHistory')}>
            {t.history}
          </Button>
        )}
      </Space>
      <RequestBanksList banks={banks} summary={summary.summary} onOpen={(bankUuid) => nav.open('BankDetails', { bankUuid })} />
    </SidePanel>
  );
});

/** The info sidebar's short form: the request in a few lines and its banks with their statuses. */
export const RequestInfoShort = observer(function RequestInfoShort(props: SidebarViewProps) {
  return <InfoView {...props} long={false} />;
});

/** The info sidebar's wide form: every field of the request the list knows, and its banks. */
export const RequestInfoLong = observer(function RequestInfoLong(props: SidebarViewProps) {
  return <InfoView {...props} long />;
});
