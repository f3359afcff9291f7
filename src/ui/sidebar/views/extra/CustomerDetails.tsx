import { Alert, Descriptions, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { formatDate } from '../../../../domain/format/formatDate';
import { sidebarViewTexts } from '../../../../runtime/sidebar/views/texts';
import { money } from '../../../pages/request/banks/format';
import { SidePanel } from '../../SidePanel';
import type { SidebarViewProps } from '../../viewTypes';
import { CustomersGate, missingText, useCustomers } from './CustomersList';
import { extraViewTexts } from './texts';
import './extra.css';

const c = extraViewTexts.customer;
const t = extraViewTexts.customers;

/** CustomerDetails: one customer of a joint request, chosen by its order number (`customerIndex`) or by `inn`. */
export const CustomerDetails = observer(function CustomerDetails({ params }: SidebarViewProps) {
  const { store, retry } = useCustomers(params);
  const chosen = Boolean(params.customerIndex || params.inn);
  return (
    <SidePanel view="CustomerDetails">
      <CustomersGate store={store} retry={retry}>
        {() => {
          if (!chosen) return <Alert type="info" showIcon title={sidebarViewTexts.customerNotChosen} />;
          const customer = store?.find({ ...(params.customerIndex ? { customerIndex: params.customerIndex } : {}), ...(params.inn ? { inn: params.inn } : {}) });
          if (!customer) return <Alert type="warning" showIcon title={sidebarViewTexts.customerNotFound} />;
          const missing = missingText(customer);
          const value = (text: string | null) => text ?? c.notGiven;
          return (
            <>
              {store?.tenderUnavailable && <Alert type="info" showIcon title={sidebarViewTexts.tenderUnavailable} />}
              {missing && <Alert type="warning" showIcon title={missing} />}
              <Descriptions size="small" column={1} bordered className="side-extra-details" data-customer={customer.order_num}>
                <Descriptions.Item label={c.name}>{customer.name || c.notGiven}</Descriptions.Item>
                <Descriptions.Item label={c.orderNum}>{customer.order_num}</Descriptions.Item>
                <Descriptions.Item label={c.inn}>{value(customer.inn)}</Descriptions.Item>
                <Descriptions.Item label={c.kpp}>{value(customer.kpp)}</Descriptions.Item>
                <Descriptions.Item label={c.ogrn}>{value(customer.ogrn)}</Descriptions.Item>
                <Descriptions.Item label={c.participation}>
                  <Tag color={customer.is_active ? 'blue' : 'default'}>{customer.is_active ? t.active : t.inactive}</Tag>
                </Descriptions.Item>
                <Descriptions.Item label={c.sum}>{money(customer.sum)}</Descriptions.Item>
                <Descriptions.Item label={c.dateFrom}>{customer.date_from ? formatDate(customer.date_from) : c.notGiven}</Descriptions.Item>
                <Descriptions.Item label={c.oktmo}>{value(customer.oktmo)}</Descriptions.Item>
                <Descriptions.Item label={c.phone}>{value(customer.phone)}</Descriptions.Item>
                <Descriptions.Item label={c.email}>{value(customer.email)}</Descriptions.Item>
                <Descriptions.Item label={c.confirmation}>
                  <Tag color={customer.contacts_confirmed ? 'green' : 'orange'}>{customer.contacts_confirmed ? t.confirmed : t.notConfirmed}</Tag>
                </Descriptions.Item>
              </Descriptions>
            </>
          );
        }}
      </CustomersGate>
    </SidePanel>
  );
});
