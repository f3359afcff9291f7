import { Alert, Button, Card, Form, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import type { AccountDetailsWire } from '../../../domain/wire/revisionWire';
import type { AccountDetailsStore } from '../../../runtime/revisions/AccountDetailsStore';
import { revisionsTexts as t } from './texts';

const fields: { field: keyof AccountDetailsWire; label: string; digits?: number }[] = [
  { field: 'bank_name', label: t.bankName },
  { field: 'bik', label: t.bik, digits: 9 },
  { field: 'cur_account', label: t.curAccount, digits: 20 },
  { field: 'cor_account', label: t.corAccount, digits: 20 },
];

/** The organisation's bank account details, each field with the platform's check under it once touched. */
export const AccountDetailsCard = observer(function AccountDetailsCard({ store, filled }: { store: AccountDetailsStore; filled: boolean }) {
  return (
    <Card className="panel revisions-details" title={t.detailsTitle} size="small" loading={!store.loaded}>
      <p className="muted">{t.detailsLead}</p>
      {!filled && <Alert className="revisions-details-missing" type="warning" showIcon title={t.detailsMissing} />}
      <Form layout="vertical" onFinish={() => void store.save()}>
        {fields.map(({ field, label, digits }) => {
          const problem = store.problemOf(field);
          return (
            <Form.Item key={field} label={label} htmlFor={`account-${field}`} validateStatus={problem ? 'error' : undefined} help={problem ?? undefined}>
              <Input
                id={`account-${field}`}
                value={store.values[field]}
                inputMode={digits ? 'numeric' : undefined}
                maxLength={digits ? digits + 6 : 300}
                onChange={(event) => store.set(field, event.target.value)}
                onBlur={() => store.touch(field)}
              />
            </Form.Item>
          );
        })}
        <Button type="primary" htmlType="submit" loading={store.saving}>
          {t.save}
        </Button>
      </Form>
    </Card>
  );
});
