import { Alert, Button, Form, Input, Result } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { employeesFor } from '../../../runtime/employees/employeesFor';
import { useStores } from '../../app/StoresContext';
import { AuthCard } from '../../components/AuthCard';
import { employeeTexts } from './texts';

const t = employeeTexts.invitation;

/** /{role}/invitation?token=…: the e-mailed one-time link where an invited employee sets his password. */
const InvitationPage = observer(function InvitationPage() {
  const root = useStores();
  const { routes } = root;
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const store = useMemo(() => employeesFor.invitation(root, token), [root, token]);
  useEffect(() => {
    if (token !== '') void store.load();
  }, [store, token]);
  if (token === '') return <AuthCard title={t.gone}><Alert type="error" showIcon message={t.noToken} /></AuthCard>;
  if (store.state === 'gone') return <AuthCard title={t.gone}><Alert type="error" showIcon message={store.error} /></AuthCard>;
  if (store.state === 'done') {
    const login = store.invitation?.login ?? '';
    return (
      <AuthCard title={t.done}>
        <Result status="success" title={t.done} subTitle={t.doneLead} extra={<Link to={`${routes.path('Login')}?login=${encodeURIComponent(login)}`}><Button type="primary">{t.signIn}</Button></Link>} />
      </AuthCard>
    );
  }
  const invitation = store.invitation;
  return (
    <AuthCard title={t.title} lead={invitation ? t.lead(invitation.first_name, invitation.organization_name) : undefined}>
      <Form layout="vertical" onFinish={() => void store.submit()} requiredMark={false}>
        <Form.Item label={t.login} htmlFor="invitation-login">
          <Input id="invitation-login" value={invitation?.login ?? ''} disabled size="large" autoComplete="username" />
        </Form.Item>
        <Form.Item label={t.password} htmlFor="invitation-password">
          <Input.Password id="invitation-password" name="password" value={store.password} onChange={(event) => store.setPassword(event.target.value)} autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item label={t.repeat} htmlFor="invitation-repeat">
          <Input.Password id="invitation-repeat" name="password_repeat" value={store.repeat} onChange={(event) => store.setRepeat(event.target.value)} autoComplete="new-password" size="large" />
        </Form.Item>
        {store.error && <Alert type="error" showIcon message={store.error} className="employee-error" />}
        <Button type="primary" htmlType="submit" size="large" block loading={store.busy || store.state === 'loading'}>
          {t.submit}
        </Button>
      </Form>
    </AuthCard>
  );
});

export default InvitationPage;
