import { Button, Checkbox, Form, Input, Tabs, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router';
import { checkAccountEmail, checkAccountPhone, checkCode, checkLoginPassword } from '../../runtime/accountRules';
import { fillText } from '../../runtime/texts';
import { AuthCard } from '../components/AuthCard';
import { EcpLoginTab } from '../ecp/EcpLoginTab';
import { ruleFrom } from '../components/ruleFrom';
import { useStores } from '../app/StoresContext';
import { profileTexts } from './profile/profileTexts';
import { pageTexts } from './texts';

const t = pageTexts.login;

/** The second step of a password sign-in with two-factor on: the code that was sent. */
const TwoFactorCode = observer(function TwoFactorCode() {
  const root = useStores();
  const challenge = root.session.twoFactor;
  if (!challenge) return null;
  const tf = profileTexts.login;
  return (
    <Form layout="vertical" name="login-two-factor" onFinish={(values: { code: string }) => void root.confirmTwoFactor(values.code)} requiredMark={false}>
      <Typography.Paragraph className="muted">{tf.lead(challenge.sent_to, challenge.channel)}</Typography.Paragraph>
      <Form.Item label={tf.code} name="code" initialValue="" rules={[ruleFrom((value: string) => checkCode(value ?? ''))]}>
        <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} size="large" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={root.session.pending}>
        {tf.submit}
      </Button>
      <div className="auth-links">
        <Button type="link" onClick={root.session.cancelTwoFactor}>
          {tf.back}
        </Button>
      </div>
    </Form>
  );
});

const EmailLogin = observer(function EmailLogin({ initialEmail }: { initialEmail: string }) {
  const root = useStores();
  if (root.session.twoFactor) return <TwoFactorCode />;
  const onFinish = (values: { email: string; password: string }) => void root.loginByCredentials(values.email, values.password);
  return (
    <Form layout="vertical" name="login-email" onFinish={onFinish} initialValues={{ email: initialEmail, password: '' }} requiredMark={false}>
      <Form.Item label={t.email} name="email" rules={[ruleFrom((value: string) => checkAccountEmail(value ?? ''))]}>
        <Input autoComplete="username" inputMode="email" size="large" autoFocus={!initialEmail} />
      </Form.Item>
      <Form.Item label={t.password} name="password" rules={[ruleFrom((value: string) => checkLoginPassword(value ?? ''))]}>
        <Input.Password autoComplete="current-password" size="large" autoFocus={Boolean(initialEmail)} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={root.session.pending}>
        {t.submit}
      </Button>
    </Form>
  );
});

const PhoneLogin = observer(function PhoneLogin() {
  const root = useStores();
  const phone = root.phoneLogin;
  const [form] = Form.useForm<{ code: string; rememberme: boolean }>();
  if (phone.stage === 'phone') {
    return (
      <Form layout="vertical" name="login-phone" onFinish={(values: { phone: string }) => void phone.sendCode(values.phone)} initialValues={{ phone: phone.phone }} requiredMark={false}>
        <Form.Item label={t.phone} name="phone" rules={[ruleFrom((value: string) => checkAccountPhone(value ?? ''))]}>
          <Input autoComplete="tel" inputMode="tel" placeholder={t.phonePlaceholder} size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={phone.pending} disabled={phone.resendInSeconds > 0}>
          {phone.resendInSeconds > 0 ? fillText(t.resendIn, { seconds: phone.resendInSeconds }) : t.sendCode}
        </Button>
      </Form>
    );
  }
  return (
    <Form
      form={form}
      layout="vertical"
      name="login-phone-code"
      onFinish={(values) => void root.loginByPhone(values.code, values.rememberme)}
      requiredMark={false}
    >
      <Typography.Paragraph className="muted">{fillText(t.codeSentTo, { phone: phone.phone })}</Typography.Paragraph>
      <Form.Item
        label={t.code}
        name="code"
        initialValue=""
        rules={[ruleFrom((value: string) => checkCode(value ?? ''))]}
        {...(phone.codeInvalid ? { validateStatus: 'error' as const, help: t.codeInvalid } : {})}
      >
        <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} size="large" autoFocus />
      </Form.Item>
      <Form.Item name="rememberme" valuePropName="checked" initialValue={true}>
        <Checkbox>{t.remember}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={phone.pending}>
        {t.submit}
      </Button>
      <div className="auth-links">
        <Button type="link" onClick={phone.changePhone}>
          {t.changePhone}
        </Button>
        <Button type="link" disabled={phone.resendInSeconds > 0} onClick={() => void phone.sendCode(phone.phone)}>
          {phone.resendInSeconds > 0 ? fillText(t.resendIn, { seconds: phone.resendInSeconds }) : t.resend}
        </Button>
      </div>
    </Form>
  );
});

/**
 * Sign-in by e-mail and password or by phone code, as the app switches allow, and by a qualified
 * electronic signature; ?authType=phone or ?authType=ecp opens that tab.
 */
const LoginPage = observer(function LoginPage() {
  const { config, routes } = useStores();
  const [search, setSearch] = useSearchParams();
  const tabs = [
    ...(config.credentialsLoginEnabled ? [{ key: 'email', label: t.tabEmail, children: <EmailLogin initialEmail={search.get('login') ?? ''} /> }] : []),
    ...(config.phoneLoginEnabled ? [{ key: 'phone', label: t.tabPhone, children: <PhoneLogin /> }] : []),
    { key: 'ecp', label: t.tabEcp, children: <EcpLoginTab /> },
  ];
  const requested = search.get('authType');
  const active = tabs.find((tab) => tab.key === requested)?.key ?? tabs[0]?.key;
  return (
    <AuthCard title={t.title} lead={t.lead}>
      {tabs.length === 0 && <Typography.Paragraph>{t.noMethods}</Typography.Paragraph>}
      {tabs.length === 1 && tabs[0]?.children}
      {tabs.length > 1 && (
        <Tabs
          activeKey={active}
          items={tabs}
          // Three ways in share the card's width down to a phone's: short labels, a narrower gap.
          tabBarGutter={20}
          onChange={(key) => {
            const next = new URLSearchParams(search);
            next.set('authType', key);
            setSearch(next, { replace: true });
          }}
        />
      )}
      <div className="auth-links">
        <Link to={routes.path('Recovery')}>{t.forgot}</Link>
        {config.registrationEnabled && (
          <span>
            {t.noAccount} <Link to={routes.path('Register')}>{t.register}</Link>
          </span>
        )}
      </div>
    </AuthCard>
  );
});

export default LoginPage;
