import { Alert, Button, Card, Form, Input, Radio, Space, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import type { CodeChannel } from '../../../runtime/profile/ContactsStore';
import { checkLoginPassword, checkNewPassword, checkPasswordRepeat } from '../../../runtime/accountRules';
import type { SecurityStore } from '../../../runtime/profile/SecurityStore';
import { useStores } from '../../app/StoresContext';
import { ruleFrom } from '../../components/ruleFrom';
import { CodeForm } from './CodeForm';
import { profileTexts as t } from './profileTexts';

function Actions({ store, submit }: { store: SecurityStore; submit: string }) {
  return (
    <>
      {store.call.error && <Alert type="error" showIcon title={store.call.error} role="alert" className="profile-error" />}
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={store.call.pending}>
          {submit}
        </Button>
        <Button onClick={store.close} disabled={store.call.pending}>
          {t.cancel}
        </Button>
      </Space>
    </>
  );
}

const PasswordField = () => (
  <Form.Item label={t.currentPassword} name="password" initialValue="" rules={[ruleFrom((value: string) => checkLoginPassword(value ?? ''))]}>
    <Input.Password autoComplete="current-password" autoFocus />
  </Form.Item>
);

const PasswordForm = observer(function PasswordForm({ store }: { store: SecurityStore }) {
  return (
    <Form
      layout="vertical"
      name="profile-password"
      requiredMark={false}
      onFinish={(values: { password: string; next: string; repeat: string }) => void store.changePassword(values.password, values.next, values.repeat)}
      className="profile-form"
    >
      <p className="muted">{t.passwordLead}</p>
      <PasswordField />
      <Form.Item label={t.newPassword} name="next" initialValue="" rules={[ruleFrom((value: string) => checkNewPassword(value ?? ''))]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t.repeatPassword}
        name="repeat"
        initialValue=""
        dependencies={['next']}
        rules={[({ getFieldValue }) => ({ validator: (_rule, value: string) => { const message = checkPasswordRepeat(getFieldValue('next') ?? '', value ?? ''); return message ? Promise.reject(new Error(message)) : Promise.resolve(); } })]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Actions store={store} submit={t.changePassword} />
    </Form>
  );
});

const EnableForm = observer(function EnableForm({ store, hasPhone }: { store: SecurityStore; hasPhone: boolean }) {
  return (
    <Form
      layout="vertical"
      name="profile-two-factor"
      requiredMark={false}
      initialValues={{ channel: hasPhone ? 'sms' : 'email' }}
      onFinish={(values: { password: string; channel: CodeChannel }) => void store.sendEnableCode(values.password, values.channel)}
      className="profile-form"
    >
      <p className="muted">{t.twoFactorLead}</p>
      <PasswordField />
      <Form.Item label={t.channel} name="channel">
        <Radio.Group options={(['sms', 'email'] as const).map((value) => ({ value, label: t.twoFactorChannels[value], disabled: value === 'sms' && !hasPhone }))} />
      </Form.Item>
      <Actions store={store} submit={t.getCode} />
    </Form>
  );
});

const DisableForm = observer(function DisableForm({ store }: { store: SecurityStore }) {
  return (
    <Form layout="vertical" name="profile-two-factor-off" requiredMark={false} onFinish={(values: { password: string }) => void store.disable(values.password)} className="profile-form">
      <p className="muted">{t.disableLead}</p>
      <PasswordField />
      <Actions store={store} submit={t.disable} />
    </Form>
  );
});

/** The password changed while signed in (other sessions end) and the two-factor switch. */
export const SecurityCard = observer(function SecurityCard({ store }: { store: SecurityStore }) {
  const { session } = useStores();
  const user = session.user;
  if (!user) return null;
  const twoFactorForm = store.stage === 'enable' || store.stage === 'enableCode' || store.stage === 'disable';
  return (
    <Card className="panel" title={t.security} data-testid="profile-security">
      <div className="profile-row">
        <div className="profile-row-main">
          <div className="profile-label">{t.password}</div>
          <span>••••••••</span>
        </div>
        {store.stage !== 'password' && <Button onClick={() => store.open('password')}>{t.changePassword}</Button>}
      </div>
      {store.stage === 'password' && <PasswordForm store={store} />}
      <div className="profile-row">
        <div className="profile-row-main">
          <div className="profile-label">{t.twoFactor}</div>
          {user.two_factor ? <Tag color="green">{t.twoFactorOn(user.two_factor_channel)}</Tag> : <Tag>{t.twoFactorOff}</Tag>}
        </div>
        {!twoFactorForm &&
          (user.two_factor ? (
            <Button onClick={() => store.open('disable')}>{t.disable}</Button>
          ) : (
            <Button type="primary" ghost onClick={() => store.open('enable')}>
              {t.enable}
            </Button>
          ))}
      </div>
      {store.stage === 'enable' && <EnableForm store={store} hasPhone={Boolean(user.phone)} />}
      {store.stage === 'enableCode' && (
        <CodeForm name="profile-two-factor-code" lead={t.codeSentTo(store.sentTo)} submit={t.confirmEnable} pending={store.call.pending} error={store.call.error} onSubmit={(code) => void store.confirmEnable(code)} onBack={() => store.open('enable')} />
      )}
      {store.stage === 'disable' && <DisableForm store={store} />}
    </Card>
  );
});
