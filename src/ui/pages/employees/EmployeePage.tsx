import { formatPhone } from '../../../domain/format/formatPhone';
import { Alert, Button, Card, Col, Descriptions, Form, Input, Popconfirm, Result, Row, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { employeesFor } from '../../../runtime/employees/employeesFor';
import { formatDate, formatDateTime } from '../../../domain/format/formatDate';
import type { EmployeeActor } from '../../../domain/wire/employeesWire';
import type { EmployeeStore, EmployeeDetails } from '../../../runtime/employees/EmployeeStore';
import { useStores } from '../../app/StoresContext';
import { PermissionChecklist } from './PermissionChecklist';
import { fullName, StateTag } from './StateTag';
import { employeeTexts } from './texts';
import './employees.css';

const t = employeeTexts.card;

const Profile = observer(function Profile({ store }: { store: EmployeeStore }) {
  const employee = store.employee;
  if (!employee) return null;
  return (
    <Card className="panel" title={t.profile}>
      <div className="employee-head">
        <Typography.Title level={3} className="employee-name">
          {fullName(employee)}
        </Typography.Title>
        <StateTag state={employee.state} />
      </div>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t.login}>{employee.login}</Descriptions.Item>
        <Descriptions.Item label={t.phone}>{employee.phone ? formatPhone(employee.phone) : t.none}</Descriptions.Item>
        <Descriptions.Item label={t.post}>{employee.post ?? t.none}</Descriptions.Item>
        <Descriptions.Item label={t.organization}>{employee.organization.name}</Descriptions.Item>
        <Descriptions.Item label={t.since}>{formatDate(employee.created_at)}</Descriptions.Item>
        <Descriptions.Item label={t.email}>{employee.email_confirmed ? t.yes : t.no}</Descriptions.Item>
        <Descriptions.Item label={t.twoFactor}>{employee.two_factor ? t.on : t.off}</Descriptions.Item>
        <Descriptions.Item label={t.notifications}>{employee.disabled_notifications ? t.notificationsOff : t.notificationsOn}</Descriptions.Item>
        {employee.invitation && (
          <Descriptions.Item label={t.invitation}>
            {employee.invitation.expired
              ? t.invitationExpired(formatDateTime(employee.invitation.expires_at))
              : t.invitationSent(formatDateTime(employee.invitation.sent_at), formatDateTime(employee.invitation.expires_at))}
          </Descriptions.Item>
        )}
      </Descriptions>
    </Card>
  );
});

const Details = observer(function Details({ store }: { store: EmployeeStore }) {
  const field = (name: keyof EmployeeDetails, label: string, required = false) => (
    <Form.Item label={label} htmlFor={`employee-${name}`} required={required}>
      <Input id={`employee-${name}`} name={name} value={store.details[name]} onChange={(event) => store.setDetail(name, event.target.value)} />
    </Form.Item>
  );
  return (
    <Card className="panel" title={t.details}>
      <Form layout="vertical" onFinish={() => void store.saveDetails()}>
        {field('last_name', employeeTexts.create.lastName, true)}
        {field('first_name', employeeTexts.create.firstName, true)}
        {field('middle_name', employeeTexts.create.middleName)}
        {field('post', employeeTexts.create.post)}
        {store.detailsError && <Alert type="error" showIcon message={store.detailsError} className="employee-error" />}
        <div className="employee-actions">
          <Button type="primary" htmlType="submit" disabled={!store.detailsChanged} loading={store.busy === 'details'}>
            {t.save}
          </Button>
          {store.saved === 'details' && <Typography.Text type="success">{t.saved}</Typography.Text>}
        </div>
      </Form>
    </Card>
  );
});

const Permissions = observer(function Permissions({ store }: { store: EmployeeStore }) {
  return (
    <Card className="panel" title={t.permissions}>
      {store.employee?.is_self && <Alert type="info" showIcon message={t.selfNote} className="employee-error" />}
      <PermissionChecklist rows={store.permissions} checked={store.draft} onToggle={store.toggle} />
      {store.permissionsError && <Alert type="error" showIcon message={store.permissionsError} className="employee-error" />}
      <div className="employee-actions">
        <Button type="primary" name="save-permissions" disabled={!store.permissionsChanged} loading={store.busy === 'permissions'} onClick={() => void store.savePermissions()}>
          {t.save}
        </Button>
        {store.saved === 'permissions' && <Typography.Text type="success">{t.saved}</Typography.Text>}
      </div>
    </Card>
  );
});

const Access = observer(function Access({ store }: { store: EmployeeStore }) {
  const employee = store.employee;
  if (!employee) return null;
  return (
    <Card className="panel" title={t.access}>
      <Typography.Paragraph>
        {employee.is_active ? t.activeLead : t.disabledLead}
        {employee.disabled_at && <span className="muted"> {t.disabledSince(formatDateTime(employee.disabled_at))}</span>}
      </Typography.Paragraph>
      {store.activeError && <Alert type="error" showIcon message={store.activeError} className="employee-error" />}
      {employee.is_active ? (
        <Popconfirm title={t.disableConfirm} okText={t.confirmYes} cancelText={t.confirmNo} okButtonProps={{ danger: true }} onConfirm={() => void store.setActive(false)}>
          <Button danger loading={store.busy === 'active'} disabled={employee.is_self}>
            {t.disable}
          </Button>
        </Popconfirm>
      ) : (
        <Button type="primary" loading={store.busy === 'active'} onClick={() => void store.setActive(true)}>
          {t.enable}
        </Button>
      )}
    </Card>
  );
});

/** /{role}/employees/{id}: the employee's profile, details, permissions and access. */
const EmployeePage = observer(function EmployeePage() {
  const root = useStores();
  const { session } = root;
  const params = useParams();
  const organizationUuid = session.user?.organization_uuid ?? '';
  const actor: EmployeeActor = session.user?.actor ?? 'agent';
  const id = Number(params.id);
  const store = useMemo(() => employeesFor.employee(root, { id, organizationUuid, actor }), [root, id, organizationUuid, actor]);
  useEffect(() => {
    if (organizationUuid !== '') void store.load();
  }, [store, organizationUuid]);
  if (store.loadError) return <Result status="404" title={store.loadError} />;
  if (!store.employee) return <Card className="panel" loading />;
  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} lg={12}>
        <div className="employee-column">
          <Profile store={store} />
          <Details store={store} />
        </div>
      </Col>
      <Col xs={24} lg={12}>
        <div className="employee-column">
          <Permissions store={store} />
          <Access store={store} />
        </div>
      </Col>
    </Row>
  );
});

export default EmployeePage;
