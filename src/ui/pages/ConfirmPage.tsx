import { Button, Form, Input, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router';
import { checkCode } from '../../runtime/accountRules';
import { fillText } from '../../runtime/texts';
import { AuthCard } from '../components/AuthCard';
import { ruleFrom } from '../components/ruleFrom';
import { useStores } from '../app/StoresContext';
import { pageTexts } from './texts';

const t = pageTexts.confirm;

/** Registration confirmation by the 6-digit code from the e-mail. */
const ConfirmPage = observer(function ConfirmPage() {
  const { account, routes } = useStores();
  const [search] = useSearchParams();
  const login = search.get('login');
  return (
    <AuthCard title={t.title} lead={login ? fillText(t.lead, { login }) : t.leadNoLogin}>
      <Form layout="vertical" name="confirm" onFinish={(values: { code: string }) => void account.confirm(values.code)} requiredMark={false}>
        <Form.Item label={t.code} name="code" rules={[ruleFrom((value: string) => checkCode(value ?? ''))]}>
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} size="large" autoFocus className="code-input" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={account.pending}>
          {t.submit}
        </Button>
      </Form>
      <Typography.Paragraph className="muted" style={{ marginTop: 16, marginBottom: 0 }}>
        {t.hint}
      </Typography.Paragraph>
      <div className="auth-links">
        <Link to={routes.path('Login')}>{t.back}</Link>
      </div>
    </AuthCard>
  );
});

export default ConfirmPage;
