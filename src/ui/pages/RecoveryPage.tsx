import { Button, Form, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { checkAccountEmail } from '../../runtime/accountRules';
import { AuthCard } from '../components/AuthCard';
import { ruleFrom } from '../components/ruleFrom';
import { useStores } from '../app/StoresContext';
import { pageTexts } from './texts';

const t = pageTexts.recovery;

/** Password recovery: asks for a code to the login e-mail. */
const RecoveryPage = observer(function RecoveryPage() {
  const { account, routes } = useStores();
  return (
    <AuthCard title={t.title} lead={t.lead}>
      <Form layout="vertical" name="recovery" onFinish={(values: { login: string }) => void account.recover(values.login)} requiredMark={false}>
        <Form.Item label={t.email} name="login" rules={[ruleFrom((value: string) => checkAccountEmail(value ?? ''))]}>
          <Input autoComplete="username" inputMode="email" size="large" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={account.pending}>
          {t.submit}
        </Button>
      </Form>
      <div className="auth-links">
        <Link to={routes.path('Login')}>{t.back}</Link>
        <Link to={routes.path('ConfirmRecover')}>{t.haveCode}</Link>
      </div>
    </AuthCard>
  );
});

export default RecoveryPage;
