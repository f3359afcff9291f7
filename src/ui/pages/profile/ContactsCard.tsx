import { formatPhone } from '../../../domain/format/formatPhone';
import { Alert, Button, Card, Form, Input, Radio, Space, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import type { CodeChannel } from '../../../runtime/profile/ContactsStore';
import { checkAccountEmail, checkAccountPhone, checkLoginPassword } from '../../../runtime/accountRules';
import type { ContactsStore } from '../../../runtime/profile/ContactsStore';
import type { EmailPromptStore } from '../../../runtime/profile/EmailPromptStore';
import { useStores } from '../../app/StoresContext';
import { ruleFrom } from '../../components/ruleFrom';
import { CodeForm } from './CodeForm';
import { profileTexts as t } from './profileTexts';

function ErrorLine({ error }: { error: string | null }) {
  return error ? <Alert type="error" showIcon title={error} role="alert" className="profile-error" /> : null;
}

const EmailForm = observer(function EmailForm({ store }: { store: ContactsStore }) {
  return (
    <Form layout="vertical" name="profile-email" requiredMark={false} onFinish={(values: { email: string; password: string }) => void store.changeEmail(values.password, values.email)} className="profile-form">
      <p className="muted">{t.emailLead}</p>
      <Form.Item label={t.newEmail} name="email" initialValue="" rules={[ruleFrom((value: string) => checkAccountEmail(value ?? ''))]}>
        <Input autoComplete="email" inputMode="email" autoFocus />
      </Form.Item>
      <Form.Item label={t.currentPassword} name="password" initialValue="" rules={[ruleFrom((value: string) => checkLoginPassword(value ?? ''))]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <ErrorLine error={store.call.error} />
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={store.call.pending}>
          {t.save}
        </Button>
        <Button onClick={store.close} disabled={store.call.pending}>
          {t.cancel}
        </Button>
      </Space>
    </Form>
  );
});

const PhoneForm = observer(function PhoneForm({ store }: { store: ContactsStore }) {
  return (
    <Form
      layout="vertical"
      name="profile-phone"
      requiredMark={false}
      initialValues={{ phone: store.phone, channel: store.channel }}
      onFinish={(values: { phone: string; channel: CodeChannel }) => void store.sendPhoneCode(values.phone, values.channel)}
      className="profile-form"
    >
      <Form.Item label={t.newPhone} name="phone" rules={[ruleFrom((value: string) => checkAccountPhone(value ?? ''))]}>
        <Input autoComplete="tel" inputMode="tel" placeholder={t.phonePlaceholder} autoFocus />
      </Form.Item>
      <Form.Item label={t.channel} name="channel">
        <Radio.Group options={(['sms', 'email'] as const).map((value) => ({ value, label: t.channels[value] }))} />
      </Form.Item>
      <ErrorLine error={store.call.error} />
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={store.call.pending}>
          {t.getCode}
        </Button>
        <Button onClick={store.close} disabled={store.call.pending}>
          {t.cancel}
        </Button>
      </Space>
    </Form>
  );
});

/** E-mail (the login) changed by password, with its confirmation state; the phone changed by a code. */
export const ContactsCard = observer(function ContactsCard({ store, prompt }: { store: ContactsStore; prompt: EmailPromptStore }) {
  const { session } = useStores();
  const user = session.user;
  if (!user) return null;
  const confirmed = user.email_confirmed !== false;
  return (
    <Card className="panel" title={t.contacts} data-testid="profile-contacts">
      <div className="profile-row">
        <div className="profile-row-main">
          <div className="profile-label">{t.email}</div>
          <Space wrap>
            <span data-testid="profile-email">{user.login}</span>
            {confirmed ? <Tag color="green">{t.emailConfirmed}</Tag> : <Tag color="orange">{t.emailUnconfirmed}</Tag>}
            {!confirmed && (
              <Button type="link" size="small" onClick={prompt.openNow}>
                {t.confirmEmail}
              </Button>
            )}
          </Space>
        </div>
        {store.stage !== 'email' && <Button onClick={() => store.open('email')}>{t.changeEmail}</Button>}
      </div>
      {store.stage === 'email' && <EmailForm store={store} />}
      <div className="profile-row">
        <div className="profile-row-main">
          <div className="profile-label">{t.phone}</div>
          <span data-testid="profile-phone">{user.phone ? formatPhone(user.phone) : t.none}</span>
        </div>
        {store.stage !== 'phone' && store.stage !== 'phoneCode' && <Button onClick={() => store.open('phone')}>{user.phone ? t.changePhone : t.addPhone}</Button>}
      </div>
      {store.stage === 'phone' && <PhoneForm store={store} />}
      {store.stage === 'phoneCode' && (
        <CodeForm name="profile-phone-code" lead={t.codeSentTo(store.sentTo)} submit={t.savePhone} pending={store.call.pending} error={store.call.error} onSubmit={(code) => void store.confirmPhone(code)} onBack={() => store.open('phone')} />
      )}
    </Card>
  );
});
