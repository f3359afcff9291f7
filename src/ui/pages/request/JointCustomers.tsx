import { Alert, Button, Card, InputNumber, Space, Switch, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { formatCount, customerForms } from '../../../domain/format/formatCount';
import { formatDate } from '../../../domain/format/formatDate';
import type { CustomerField, JointCustomer } from '../../../runtime/requestForm/JointCustomersStore';
import { jointCustomersFor } from '../../../runtime/requestForm/requestFormFor';
import type { RequestFormStore } from '../../../runtime/requestForm/RequestFormStore';
import { useStores } from '../../app/StoresContext';
import { JointCustomerDrawer } from './JointCustomerDrawer';
import { moneyInputText, moneyInputValue } from './JointCustomersMoney';
import { JointSumRule } from './JointCustomersSumRule';
import { jointCustomersTexts as t } from './JointCustomersTexts';
import { fill } from './texts';

/** What a customer still lacks, in a word per field. */
function problemsOf(errors: Partial<Record<CustomerField, string>>): string | null {
  const fields = Object.keys(errors) as CustomerField[];
  return fields.length === 0 ? null : fill(t.problems, { fields: fields.map((field) => t.fieldNames[field]).join(', ') });
}

/**
 * The customers of a joint procurement on the guarantee and the requisites steps: the sum rule live,
 * one row per customer with its sum, participation, start date, OKTMO, phone, e-mail and confirmation,
 * the sum and participation edited in the row, everything in the customer's drawer, and
 * «Сохранить заказчиков» through the customers call.
 */
export const JointCustomers = observer(function JointCustomers({ form }: { form: RequestFormStore }) {
  const root = useStores();
  const store = useMemo(() => jointCustomersFor(root, form), [root, form]);
  useEffect(() => {
    void store.load();
  }, [store]);
  if (!store.joint) return null;
  const customers = store.customers;
  return (
    <Card
      size="small"
      className="joint-customers"
      title={t.title}
      extra={customers.length > 0 && <Typography.Text type="secondary">{fill(t.summary, { customers: formatCount(customers.length, customerForms), active: store.activeCount })}</Typography.Text>}
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t.lead}
        </Typography.Paragraph>
        {customers.length > 0 && <JointSumRule store={store} />}
        <Table<JointCustomer>
          size="small"
          rowKey="order_num"
          pagination={false}
          loading={store.loading}
          locale={{ emptyText: store.loading ? t.loading : t.empty }}
          dataSource={customers}
          tableLayout="fixed"
          rowClassName={(customer) => (customer.is_active === true ? '' : 'joint-customer-inactive')}
          columns={[
            { key: 'order', title: t.columns.order, dataIndex: 'order_num', width: 40 },
            {
              key: 'name',
              title: t.columns.name,
              render: (_, customer) => {
                const problems = customer.is_active === true ? problemsOf(store.errorsOf(customer.order_num)) : null;
                return (
                  <div className="joint-customer-name">
                    <Button type="link" className="joint-customer-open" aria-label={`${t.edit}: ${customer.name ?? customer.order_num}`} onClick={() => store.open(customer.order_num)}>
                      {customer.name ?? ''}
                    </Button>
                    {problems && <Tag color="error">{problems}</Tag>}
                  </div>
                );
              },
            },
            {
              key: 'active',
              title: t.columns.active,
              width: 92,
              render: (_, customer) => (
                <Switch
                  size="small"
                  aria-label={`${t.fields.is_active}: ${customer.name ?? customer.order_num}`}
                  checked={customer.is_active === true}
                  disabled={store.readonly}
                  onChange={(checked) => store.update(customer.order_num, { is_active: checked })}
                />
              ),
            },
            {
              key: 'sum',
              title: t.columns.sum,
              width: 148,
              render: (_, customer) => (
                <div className="joint-customer-sum-cell">
                  <InputNumber<number>
                    aria-label={`${t.fields.sum}: ${customer.name ?? customer.order_num}`}
                    className="joint-customer-sum"
                    status={store.errorsOf(customer.order_num).sum ? 'error' : undefined}
                    min={0}
                    step={1000}
                    formatter={moneyInputText}
                    parser={moneyInputValue}
                    disabled={store.readonly || customer.is_active !== true}
                    value={customer.sum ?? null}
                    onChange={(value) => store.update(customer.order_num, { sum: typeof value === 'number' && Number.isFinite(value) ? value : undefined })}
                  />
                  {customer.date_from && <Typography.Text type="secondary">{fill(t.from, { date: formatDate(customer.date_from) })}</Typography.Text>}
                </div>
              ),
            },
            {
              key: 'contacts',
              title: t.columns.contacts,
              width: 200,
              render: (_, customer) => {
                if (customer.is_active !== true) return <Typography.Text type="secondary">{t.notActive}</Typography.Text>;
                const lines = [customer.oktmo && `${t.columns.oktmo} ${customer.oktmo}`, customer.phone, customer.email].filter((line): line is string => typeof line === 'string' && line !== '');
                return (
                  <div className="joint-customer-contacts">
                    {lines.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                    {customer.contacts_confirmed === true ? <Tag color="success">{t.confirmedYes}</Tag> : <Tag>{t.confirmedNo}</Tag>}
                  </div>
                );
              },
            },
          ]}
        />
        {store.notice && <Alert type={store.notice.type} showIcon message={store.notice.text} />}
        {customers.length > 0 && !store.readonly && (
          <Button onClick={() => void store.save()} loading={store.saving || form.saving}>
            {t.save}
          </Button>
        )}
      </Space>
      <JointCustomerDrawer store={store} />
    </Card>
  );
});
