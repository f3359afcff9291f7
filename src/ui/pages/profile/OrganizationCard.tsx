import { Alert, Button, Card, Descriptions, Empty, Form, Input, Select, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { ndsChoiceOf, ndsChoices } from '../../../domain/profile/ndsChoices';
import type { OrganizationStore } from '../../../runtime/profile/OrganizationStore';
import { useStores } from '../../app/StoresContext';
import { profileTexts as t } from './profileTexts';

/** The call behind «Изменить КПП и ОГРН», guarded by config/permissions.json for an agent. */
export const REQUISITES_CALL = 'POST /v1/organization/write/update/kpp_or_ogrn';

const RequisitesForm = observer(function RequisitesForm({ store, soleTrader }: { store: OrganizationStore; soleTrader: boolean }) {
  const { session } = useStores();
  const organization = session.user?.organization;
  const [form] = Form.useForm<{ kpp: string; ogrn: string }>();
  const check = (field: 'kpp' | 'ogrn') => ({
    validator: () => {
      const message = store.errors({ kpp: form.getFieldValue('kpp') ?? '', ogrn: form.getFieldValue('ogrn') ?? '' })[field];
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });
  return (
    <Form
      form={form}
      layout="vertical"
      name="profile-requisites"
      requiredMark={false}
      initialValues={{ kpp: organization?.kpp ?? '', ogrn: organization?.ogrn ?? '' }}
      onFinish={(values) => void store.save(values)}
      className="profile-form"
    >
      <p className="muted">{t.requisitesLead}</p>
      {!soleTrader && (
        <Form.Item label={t.kpp} name="kpp" rules={[check('kpp')]}>
          <Input maxLength={9} autoFocus inputMode="text" />
        </Form.Item>
      )}
      <Form.Item label={soleTrader ? t.ogrnip : t.ogrn} name="ogrn" rules={[check('ogrn')]}>
        <Input maxLength={15} inputMode="numeric" />
      </Form.Item>
      {store.call.error && <Alert type="error" showIcon title={store.call.error} role="alert" className="profile-error" />}
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={store.call.pending}>
          {t.save}
        </Button>
        <Button onClick={store.cancel} disabled={store.call.pending}>
          {t.cancel}
        </Button>
      </Space>
    </Form>
  );
});

/**
 * The organisation of the session: its requisites, the KPP and OGRN editable by whoever may (the «КПП
 * изменился» notice of the create page lands here, at #organization), and the user's NDS setting.
 */
export const OrganizationCard = observer(function OrganizationCard({ store }: { store: OrganizationStore }) {
  const { session } = useStores();
  const user = session.user;
  const organization = user?.organization;
  const refusal = session.refusal(REQUISITES_CALL);
  const soleTrader = organization?.inn.length === 12;
  return (
    <Card
      id="organization"
      className="panel"
      title={t.organisation}
      data-testid="profile-organization"
      extra={
        organization &&
        !store.editing && (
          <Button type="link" onClick={store.edit} disabled={refusal !== undefined} title={refusal}>
            {t.editRequisites}
          </Button>
        )
      }
    >
      {organization ? (
        <>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t.name}>{organization.name}</Descriptions.Item>
            <Descriptions.Item label={t.inn}>{organization.inn}</Descriptions.Item>
            {!soleTrader && <Descriptions.Item label={t.kpp}>{organization.kpp ?? t.none}</Descriptions.Item>}
            <Descriptions.Item label={soleTrader ? t.ogrnip : t.ogrn}>{organization.ogrn ?? t.none}</Descriptions.Item>
          </Descriptions>
          {store.editing && <RequisitesForm store={store} soleTrader={soleTrader} />}
          {refusal && !store.editing && <p className="muted">{t.requisitesDenied}</p>}
          <div className="profile-nds">
            <label className="profile-label" htmlFor="profile-nds">
              {t.nds}
            </label>
            <Select
              id="profile-nds"
              className="profile-nds-select"
              value={user?.nds}
              loading={store.ndsCall.pending}
              disabled={store.ndsCall.pending}
              onChange={(value: string) => void store.saveNds(value)}
              options={ndsChoices.map((choice) => ({ value: choice.value, label: choice.value }))}
            />
            <div className="muted profile-hint">{(user && ndsChoiceOf(user.nds)?.description) ?? t.ndsLead}</div>
            {store.ndsCall.error && <Alert type="error" showIcon title={store.ndsCall.error} role="alert" className="profile-error" />}
          </div>
        </>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
    </Card>
  );
});
