import { Alert, Empty, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { CurtainDataStore } from '../../../runtime/sidebar/CurtainDataStore';
import { offerVersionsFor, statusHistoryFor } from '../../../runtime/sidebar/sidebarDataFor';
import { useStores } from '../../app/StoresContext';
import { HistoryTable, VersionsTable } from '../../pages/request/banks/BanksCurtain';
import { NotSentGroups, useBanksOf } from '../../pages/request/banks/BanksPanel';
import { SideCurtain } from '../SidePanel';
import { sidebarUiTexts } from '../texts';
import type { SidebarViewProps } from '../viewTypes';
import { bankLinksOf } from './bankLinks';

function Loaded<T>({ data, children }: { data: CurtainDataStore<T>; children: (value: T) => ReactNode }) {
  const result = data.result;
  if (result.state === 'failed') return <Alert type="error" showIcon message={result.message} />;
  if (result.state === 'loading') return <Spin className="side-curtain-spin" />;
  return <>{children(result.value)}</>;
}
const LoadedView = observer(Loaded) as typeof Loaded;

/** The status history of the request, or of one of its banks (`subrequestUuid`); read again on a push. */
export const StatusHistory = observer(function StatusHistory({ params }: SidebarViewProps) {
  const root = useStores();
  const requestId = Number(params.requestNumber);
  const subrequestUuid = params.subrequestUuid ?? null;
  const data = useMemo(() => statusHistoryFor(root, requestId, subrequestUuid), [root, requestId, subrequestUuid]);
  useEffect(() => {
    void data.load();
    return root.push?.watch({ requestId, reload: () => void data.load() });
  }, [root, data, requestId]);
  return (
    <SideCurtain view="StatusHistory">
      <LoadedView data={data}>{(entries) => <HistoryTable entries={entries} />}</LoadedView>
    </SideCurtain>
  );
});

/** Every version of an offer (`offerUuid`): who proposed it, the commission, sum, term and dates. */
export const OfferVersions = observer(function OfferVersions({ params }: SidebarViewProps) {
  const root = useStores();
  const requestId = Number(params.requestNumber);
  const offerUuid = params.offerUuid ?? '';
  const data = useMemo(() => offerVersionsFor(root, offerUuid), [root, offerUuid]);
  useEffect(() => {
    void data.load();
    return root.push?.watch({ requestId, reload: () => void data.load() });
  }, [root, data, requestId]);
  return (
    <SideCurtain view="OfferVersions">
      <LoadedView data={data}>{(versions) => <VersionsTable versions={versions} />}</LoadedView>
    </SideCurtain>
  );
});

/** The banks not sent yet, by group, with their choice, pre-scoring and «Отправить в банки». */
export const EditingBanks = observer(function EditingBanks({ params, nav }: SidebarViewProps) {
  const requestId = Number(params.requestNumber);
  const banks = useBanksOf(requestId);
  const links = useMemo(() => bankLinksOf(nav), [nav]);
  return (
    <SideCurtain view="EditingBanks">
      {!banks.loaded ? (
        banks.loadError ? <Alert type="error" showIcon message={banks.loadError} /> : <Spin className="side-curtain-spin" />
      ) : banks.notSent.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={sidebarUiTexts.editing.nothing} />
      ) : (
        <NotSentGroups store={banks} links={links} />
      )}
    </SideCurtain>
  );
});
