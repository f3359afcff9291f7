import { Button, Form, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router';
import { checkAccountEmail, checkCode, checkNewPassword, checkPasswordRepeat } from '../../runtime/accountRules';
import { fillText } from '../../runtime/texts';
import { AuthCard } from '../components/AuthCard';
import { ruleFrom } from '../components/ruleFrom';
import { useStores } from '../app/StoresContext';
import { pageTexts } from './texts';

const t = pageTexts.confirmRecover;

interface Values {
  login: string;
  code: string;
  password: string;
  password_repeat: string;
}

/** Password recovery confirmation: the e-mail the code went to (prefilled), the code and the new password twice. */
const ConfirmRecoverPage = observer(function ConfirmRecoverPage() {
  const { account, routes } = useStores();
  const [form] = Form.useForm<Values>();
  const [search] = useSearchParams();
  const login = search.get('login');
  return (
    <AuthCard title={t.title} lead={login ? fillText(t.leadLogin, { login }) : t.lead}>
      <Form
        form={form}
        layout="vertical"
        name="confirm-recover"
        initialValues={{ login: login ?? '' }}
        onFinish={(values: Values) => void account.confirmRecover(values.login, values.code, values.password, values.password_repeat)}
        requiredMark={false}
      >
        <Form.Item label={t.login} name="login" rules={[ruleFrom((value: string) => checkAccountEmail(value ?? ''))]}>
          <Input autoComplete="username" inputMode="email" size="large" />
        </Form.Item>
        <Form.Item label={t.code} name="code" rules={[ruleFrom((value: string) => checkCode(value ?? ''))]}>
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} size="large" autoFocus={login !== null} />
        </Form.Item>
        <Form.Item label={t.password} name="password" rules={[ruleFrom((value: string) => checkNewPassword(value ?? ''))]}>
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item
          label={t.passwordRepeat}
          name="password_repeat"
          dependencies={['password']}
          rules={[ruleFrom((value: string) => checkPasswordRepeat(form.getFieldValue('password') ?? '', value ?? ''))]}
        >
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={account.pending}>
          {t.submit}
        </Button>
      </Form>
      <div className="auth-links">
        <Link to={routes.path('Recovery')}>{t.again}</Link>
      </div>
    </AuthCard>
  );
});

export default ConfirmRecoverPage;
