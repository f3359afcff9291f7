import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Form, Input, Result, Row, Segmented, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { employeesFor } from '../../../runtime/employees/employeesFor';
import type { CreateMode, EmployeeCreateFields } from '../../../runtime/employees/EmployeeCreateStore';
import { useStores } from '../../app/StoresContext';
import { PermissionChecklist } from './PermissionChecklist';
import { employeeTexts } from './texts';
import './employees.css';

const t = employeeTexts.create;

/** /{role}/employees/create: an invitation by e-mail, or an account with a generated password. */
const EmployeeCreatePage = observer(function EmployeeCreatePage() {
  const root = useStores();
  const { routes } = root;
  const store = useMemo(() => employeesFor.create(root), [root]);
  const done = store.done;
  if (done) {
    const title = done.result === 'invited' ? t.invited(done.employee.login) : done.result === 'added' ? t.added(done.employee.login) : t.created(done.employee.login);
    return (
      <Card className="panel">
        <Result
          status="success"
          title={title}
          subTitle={
            done.password && (
              <span>
                {t.passwordToHand} <Typography.Text code copyable className="employee-generated-password">{done.password}</Typography.Text>
              </span>
            )
          }
          extra={[
            <Link key="open" to={routes.path('Employee', { id: String(done.employee.id) })}>
              <Button type="primary">{t.open}</Button>
            </Link>,
            <Button key="again" onClick={store.reset}>
              {t.another}
            </Button>,
          ]}
        />
      </Card>
    );
  }
  const field = (name: keyof EmployeeCreateFields, label: string, props: Record<string, unknown> = {}) => (
    <Form.Item label={label} htmlFor={`employee-${name}`} required={['last_name', 'first_name', 'login'].includes(name)}>
      <Input id={`employee-${name}`} name={name} value={store.fields[name]} onChange={(event) => store.set(name, event.target.value)} {...props} />
    </Form.Item>
  );
  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} lg={12}>
        <Card className="panel" title={t.person}>
          <Segmented<CreateMode>
            block
            value={store.mode}
            onChange={store.setMode}
            options={(['invite', 'password'] as const).map((value) => ({ value, label: t.mode[value] }))}
          />
          <Typography.Paragraph type="secondary" className="employee-mode-lead">
            {store.mode === 'invite' ? t.inviteLead : t.passwordLead}
          </Typography.Paragraph>
          <Form layout="vertical" requiredMark>
            {field('login', t.login, { inputMode: 'email', autoComplete: 'off' })}
            {field('last_name', t.lastName)}
            {field('first_name', t.firstName)}
            {field('middle_name', t.middleName)}
            {field('post', t.post)}
            {store.mode === 'password' && (
              <Form.Item label={t.password} htmlFor="employee-password" required>
                <div className="employee-password">
                  <Input id="employee-password" name="password" value={store.fields.password} onChange={(event) => store.set('password', event.target.value)} autoComplete="new-password" />
                  <Button icon={<ReloadOutlined />} onClick={store.generate}>
                    {t.generate}
                  </Button>
                </div>
              </Form.Item>
            )}
          </Form>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card className="panel" title={t.permissions}>
          <PermissionChecklist rows={store.table} checked={store.permissions} onToggle={store.toggle} />
        </Card>
      </Col>
      <Col span={24}>
        {store.error && <Alert type="error" showIcon message={store.error} className="employee-error" />}
        <div className="employee-actions">
          <Button type="primary" loading={store.busy} onClick={() => void store.submit()}>
            {store.mode === 'invite' ? t.submitInvite : t.submitCreate}
          </Button>
          <Link to={routes.path('Employees')}>
            <Button>{t.cancel}</Button>
          </Link>
        </div>
      </Col>
    </Row>
  );
});

export default EmployeeCreatePage;
