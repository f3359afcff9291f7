import { Descriptions, Empty } from 'antd';
import { observer } from 'mobx-react-lite';
import { formatDateTime } from '../../../../domain/format/formatDate';
import type { DeliveryInfoStore } from '../../../../runtime/sidebar/views/DeliveryInfoStore';
import { requestNumberOf } from '../../../../runtime/sidebar/views/requestNumberOf';
import { sidebarViewTexts } from '../../../../runtime/sidebar/views/texts';
import { deliveryInfoFor } from '../../../../runtime/sidebar/views/viewStoresFor';
import { useStores } from '../../../app/StoresContext';
import { money } from '../../../pages/request/banks/format';
import { SidePanel } from '../../SidePanel';
import type { SidebarViewProps } from '../../viewTypes';
import { extraViewTexts } from './texts';
import { useViewStore } from './useViewStore';
import { ViewError, ViewLoading } from './ViewState';
import './extra.css';

const t = extraViewTexts.delivery;

const DeliveryBody = observer(function DeliveryBody({ store, retry }: { store: DeliveryInfoStore; retry: () => void }) {
  if (store.state === 'loading') return <ViewLoading />;
  if (store.state === 'error') return <ViewError message={store.message ?? sidebarViewTexts.deliveryLoadFailed} onRetry={retry} />;
  if (store.state === 'empty') return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={store.message} />;
  const accepted = store.accepted;
  if (!accepted) return null;
  const pickup = accepted.delivery_method === 'pickup' ? store.offer?.pickup : null;
  const cost = accepted.delivery_cost;
  return (
    <div className="side-extra-stack">
      <Descriptions size="small" column={1} bordered className="side-extra-details">
        <Descriptions.Item label={t.bank}>{store.bankName}</Descriptions.Item>
        <Descriptions.Item label={t.acceptedAt}>{formatDateTime(accepted.accepted_at)}</Descriptions.Item>
        <Descriptions.Item label={t.form}>{store.option?.label ?? (accepted.delivery_type ? t.forms[accepted.delivery_type] : t.noChoice)}</Descriptions.Item>
        {accepted.delivery_method && <Descriptions.Item label={t.method}>{store.method?.label ?? t.methods[accepted.delivery_method]}</Descriptions.Item>}
        {accepted.delivery_address && <Descriptions.Item label={t.address}>{accepted.delivery_address}</Descriptions.Item>}
        {accepted.delivery_type === 'paper' && <Descriptions.Item label={t.cost}>{cost && Number(cost) > 0 ? money(cost) : t.free}</Descriptions.Item>}
      </Descriptions>
      {pickup && (
        <Descriptions size="small" column={1} bordered title={t.pickup} className="side-extra-details">
          <Descriptions.Item label={t.address}>{pickup.address}</Descriptions.Item>
          <Descriptions.Item label={t.hours}>{pickup.hours}</Descriptions.Item>
          <Descriptions.Item label={t.phone}>{pickup.phone}</Descriptions.Item>
        </Descriptions>
      )}
    </div>
  );
});

/**
 * DeliveryInfo: how the guarantee of the accepted offer reaches the client — its form (digital or
 * paper), the method, the address, the cost and the bank's office for pickup. With `bankUuid` it is
 * that bank's offer; without, the offer the request accepted.
 */
export function DeliveryInfo({ params }: SidebarViewProps) {
  const root = useStores();
  const id = requestNumberOf(params);
  const bankUuid = params.bankUuid || null;
  const { store, retry } = useViewStore(() => (id === null ? null : deliveryInfoFor(root, id, bankUuid)), (view) => view.load(), [root, id, bankUuid]);
  return (
    <SidePanel view="DeliveryInfo">
      {store ? <DeliveryBody store={store} retry={retry} /> : <ViewError message={sidebarViewTexts.badRequestNumber} />}
    </SidePanel>
  );
}
