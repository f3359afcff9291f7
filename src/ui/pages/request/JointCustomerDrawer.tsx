import { Alert, Button, Checkbox, DatePicker, Drawer, Form, Input, InputNumber, Space, Switch, Typography } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import type { JointCustomersStore } from '../../../runtime/requestForm/JointCustomersStore';
import { moneyInputText, moneyInputValue } from './JointCustomersMoney';
import { JointSumRule } from './JointCustomersSumRule';
import { jointCustomersTexts as t } from './JointCustomersTexts';
import { fill } from './texts';

/** A typed text as the store keeps it: an emptied field is removed, so its required rule speaks. */
const typed = (value: string): string | undefined => (value === '' ? undefined : value);

/**
 * One customer of a joint procurement in a drawer: participation, the guarantee sum and start date, the
 * OKTMO, phone, e-mail and the confirmation of the contacts, each with its rule's message as typed;
 * the sum rule of the whole request live above; «Сохранить заказчика» saves this customer alone.
 */
export const JointCustomerDrawer = observer(function JointCustomerDrawer({ store }: { store: JointCustomersStore }) {
  const customer = store.current;
  const errors = customer ? store.errorsOf(customer.order_num) : {};
  const disabled = store.readonly;
  const inactive = customer?.is_active !== true;
  const update = (patch: Parameters<JointCustomersStore['update']>[1]) => customer && store.update(customer.order_num, patch);
  const item = (field: keyof typeof t.fields) => ({
    label: t.fields[field],
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
    htmlFor: `joint-customer-${field}`,
  });
  return (
    <Drawer
      open={customer !== undefined}
      width={520}
      title={customer ? fill(t.editTitle, { n: customer.order_num }) : ''}
      onClose={() => store.close()}
      destroyOnHidden
      footer={
        <Space>
          {!disabled && (
            <Button type="primary" loading={store.saving} onClick={() => customer && void store.save(customer.order_num)}>
              {t.saveOne}
            </Button>
          )}
          <Button onClick={() => store.close()}>{t.close}</Button>
        </Space>
      }
    >
      {customer && (
        <Form layout="vertical" component="div" disabled={disabled}>
          <Typography.Title level={5} className="joint-customer-title">
            {customer.name}
          </Typography.Title>
          <Form.Item {...item('is_active')}>
            <Switch id="joint-customer-is_active" checked={customer.is_active === true} onChange={(checked) => update({ is_active: checked })} />
          </Form.Item>
          {inactive && <Alert type="info" showIcon message={t.inactiveHint} style={{ marginBottom: 16 }} />}
          <Form.Item {...item('sum')}>
            <InputNumber<number>
              id="joint-customer-sum"
              style={{ width: '100%' }}
              min={0}
              step={1000}
              formatter={moneyInputText}
              parser={moneyInputValue}
              value={customer.sum ?? null}
              onChange={(value) => update({ sum: typeof value === 'number' && Number.isFinite(value) ? value : undefined })}
            />
          </Form.Item>
          <div className="joint-customer-rule">
            <JointSumRule store={store} />
          </div>
          <Form.Item {...item('date_from')}>
            <DatePicker
              id="joint-customer-date_from"
              style={{ width: '100%' }}
              format="DD.MM.YYYY"
              value={customer.date_from ? dayjs(customer.date_from) : null}
              onChange={(date) => update({ date_from: date ? date.format('YYYY-MM-DD') : undefined })}
            />
          </Form.Item>
          <Form.Item {...item('oktmo')} extra={errors.oktmo ? undefined : t.oktmoHint}>
            <Input id="joint-customer-oktmo" inputMode="numeric" maxLength={11} value={customer.oktmo ?? ''} onChange={(event) => update({ oktmo: typed(event.target.value.trim()) })} />
          </Form.Item>
          <Form.Item {...item('phone')}>
            <Input id="joint-customer-phone" type="tel" placeholder={t.phonePlaceholder} value={customer.phone ?? ''} onChange={(event) => update({ phone: typed(event.target.value) })} />
          </Form.Item>
          <Form.Item {...item('email')}>
            <Input id="joint-customer-email" type="email" placeholder={t.emailPlaceholder} value={customer.email ?? ''} onChange={(event) => update({ email: typed(event.target.value.trim()) })} />
          </Form.Item>
          <Form.Item validateStatus={errors.contacts_confirmed ? 'error' : undefined} help={errors.contacts_confirmed}>
            <Checkbox id="joint-customer-contacts_confirmed" checked={customer.contacts_confirmed === true} onChange={(event) => update({ contacts_confirmed: event.target.checked })}>
              {t.fields.contacts_confirmed}
            </Checkbox>
          </Form.Item>
          {store.notice && <Alert type={store.notice.type} showIcon message={store.notice.text} />}
        </Form>
      )}
    </Drawer>
  );
});
