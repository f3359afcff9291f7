import { Alert, Button, Descriptions, Empty, Space, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { fillTemplate } from '../../../../domain/fillTemplate';
import { customerForms, formatCount } from '../../../../domain/format/formatCount';
import type { CustomerRow, CustomersPanelStore } from '../../../../runtime/sidebar/views/CustomersPanelStore';
import { requestNumberOf } from '../../../../runtime/sidebar/views/requestNumberOf';
import { sidebarViewTexts } from '../../../../runtime/sidebar/views/texts';
import { customersPanelFor } from '../../../../runtime/sidebar/views/viewStoresFor';
import { useStores } from '../../../app/StoresContext';
import { money } from '../../../pages/request/banks/format';
import { SidePanel } from '../../SidePanel';
import { SideList } from '../SideList';
import type { SidebarViewProps } from '../../viewTypes';
import { extraViewTexts } from './texts';
import { useViewStore } from './useViewStore';
import { ViewError, ViewLoading } from './ViewState';
import './extra.css';

const t = extraViewTexts.customers;

/** What a participating customer still lacks, in words: 'Не хватает: телефон, e-mail'. */
export function missingText(customer: CustomerRow): string | null {
  if (customer.missing.length === 0) return null;
  return fillTemplate(t.missing, { fields: customer.missing.map((field) => sidebarViewTexts.customerRequired[field]).join(', ') });
}

/** Loads the customers of the view's request; the body gets the store once it is ready. */
export function useCustomers(params: SidebarViewProps['params']) {
  const root = useStores();
  const id = requestNumberOf(params);
  return useViewStore(() => (id === null ? null : customersPanelFor(root, id)), (store) => store.load(), [root, id]);
}

/** The state of a customers view before its body: loading, a failure, or not a joint request. */
export const CustomersGate = observer(function CustomersGate({ store, retry, children }: { store: CustomersPanelStore | null; retry: () => void; children: () => ReactNode }) {
  if (store === null) return <ViewError message={sidebarViewTexts.badRequestNumber} />;
  if (store.state === 'loading') return <ViewLoading />;
  if (store.state === 'error') return <ViewError message={store.error ?? sidebarViewTexts.customersLoadFailed} onRetry={retry} />;
  if (!store.joint) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.notJoint} />;
  if (store.customers.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.none} />;
  return <>{children()}</>;
});

const Summary = observer(function Summary({ store }: { store: CustomersPanelStore }) {
  const holds = store.sumHolds;
  return (
    <>
      <Descriptions size="small" column={1} className="side-extra-summary">
        <Descriptions.Item label={t.count}>{formatCount(store.customers.length, customerForms)}</Descriptions.Item>
        <Descriptions.Item label={t.participating}>{formatCount(store.active.length, customerForms)}</Descriptions.Item>
        <Descriptions.Item label={t.activeTotal}>{money(store.activeTotal)}</Descriptions.Item>
        <Descriptions.Item label={t.guaranteeSum}>{money(store.guaranteeSum)}</Descriptions.Item>
      </Descriptions>
      {holds === true && <Alert type="success" showIcon title={t.sumHolds} />}
      {holds === false && <Alert type="warning" showIcon title={t.sumDiffers} />}
      {holds === null && <Alert type="info" showIcon title={t.sumUnknown} />}
      {store.tenderUnavailable && <Alert type="info" showIcon title={sidebarViewTexts.tenderUnavailable} />}
    </>
  );
});

/**
 * CustomersList: the customers of a joint request — name, INN, sum, participation, contacts and their
 * confirmation — with the sum rule's verdict; a customer opens in CustomerDetails.
 */
export const CustomersList = observer(function CustomersList({ params, nav }: SidebarViewProps) {
  const { store, retry } = useCustomers(params);
  const c = extraViewTexts.customer;
  return (
    <SidePanel view="CustomersList">
      <CustomersGate store={store} retry={retry}>
        {() =>
          store && (
            <Space orientation="vertical" size={12} className="side-extra-stack">
              <Summary store={store} />
              <SideList
                className="side-extra-customers"
                rows={store.customers.map((customer) => ({
                  key: String(customer.order_num),
                  attributes: { className: 'side-extra-customer', 'data-customer': customer.order_num },
                  title: `${customer.order_num}. ${customer.name || c.notGiven}`,
                  description: (
                    <Space orientation="vertical" size={2}>
                      <span>{`${c.inn}: ${customer.inn ?? c.notGiven}`}</span>
                      <span>{`${c.sum}: ${money(customer.sum)}`}</span>
                      <span>{[customer.phone, customer.email].filter(Boolean).join(', ') || `${c.phone}: ${c.notGiven}`}</span>
                      <Space size={4} wrap>
                        <Tag color={customer.is_active ? 'blue' : 'default'}>{customer.is_active ? t.active : t.inactive}</Tag>
                        {customer.is_active && <Tag color={customer.contacts_confirmed ? 'green' : 'orange'}>{customer.contacts_confirmed ? t.confirmed : t.notConfirmed}</Tag>}
                      </Space>
                      {missingText(customer) && <Typography.Text type="warning">{missingText(customer)}</Typography.Text>}
                    </Space>
                  ),
                  actions: (
                    <Button size="small" type="link" onClick={() => nav.open('CustomerDetails', { requestNumber: params.requestNumber ?? '', customerIndex: String(customer.order_num) })}>
                      {t.details}
                    </Button>
                  ),
                }))}
              />
            </Space>
          )
        }
      </CustomersGate>
    </SidePanel>
  );
});
