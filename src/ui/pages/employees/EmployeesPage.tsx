import { UserAddOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Input, List, Pagination, Segmented, Select, Table, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import type { EmployeeWire } from '../../../domain/wire/employeesWire';
import { employeesFor } from '../../../runtime/employees/employeesFor';
import { employeePageSize, type ActiveFilter } from '../../../runtime/employees/EmployeeListStore';
import { useStores } from '../../app/StoresContext';
import { useIsMobile } from '../../app/useIsMobile';
import { fullName, StateTag } from './StateTag';
import { employeeTexts } from './texts';
import './employees.css';

const t = employeeTexts.list;

function Permissions({ employee }: { employee: EmployeeWire }) {
  if (employee.available_permissions.length === 0) return <span className="muted">{t.noPermissions}</span>;
  return (
    <div className="employee-permissions">
      {employee.available_permissions.map((permission) => (
        <Tag key={permission.key}>{permission.name}</Tag>
      ))}
    </div>
  );
}

/** /{role}/employees: the organisation's members, with the filters of POST /v1/user/read/byorganization. */
const EmployeesPage = observer(function EmployeesPage() {
  const root = useStores();
  const { routes } = root;
  const store = useMemo(() => employeesFor.list(root), [root]);
  const mobile = useIsMobile();
  useEffect(() => {
    void store.load();
  }, [store]);
  const link = (employee: EmployeeWire) => (
    <Link to={routes.path('Employee', { id: String(employee.id) })}>
      {fullName(employee)}
      {employee.is_self && <span className="muted"> ({t.you})</span>}
    </Link>
  );
  return (
    <Card className="panel employees">
      <div className="employees-toolbar">
        <Input.Search
          className="employees-search"
          placeholder={t.search}
          allowClear
          value={store.name}
          onChange={(event) => store.setName(event.target.value)}
          onSearch={() => void store.search()}
        />
        <Segmented<ActiveFilter>
          value={store.active}
          onChange={(value) => void store.setActive(value)}
          options={(['all', 'active', 'disabled'] as const).map((value) => ({ value, label: t.active[value] }))}
        />
        <Select
          className="employees-permission"
          placeholder={t.anyPermission}
          aria-label={t.permission}
          allowClear
          value={store.permission ?? undefined}
          onChange={(value?: string) => void store.setPermission(value ?? null)}
          options={store.permissionNames.map((name) => ({ value: name, label: name }))}
        />
        <Link to={routes.path('EmployeeCreate')} className="employees-add">
          <Button type="primary" icon={<UserAddOutlined />}>
            {t.invite}
          </Button>
        </Link>
      </div>
      {store.error && <Alert type="error" showIcon message={store.error} />}
      {mobile ? (
        <List
          loading={store.loading}
          dataSource={store.rows}
          locale={{ emptyText: <Empty description={t.empty} /> }}
          renderItem={(employee) => (
            <List.Item key={employee.id} className="employee-item">
              <div className="employee-item-head">
                {link(employee)}
                <StateTag state={employee.state} />
              </div>
              <div className="muted">{[employee.login, employee.post].filter(Boolean).join(' · ')}</div>
              <Permissions employee={employee} />
            </List.Item>
          )}
        />
      ) : (
        <Table<EmployeeWire>
          rowKey="id"
          loading={store.loading}
          dataSource={store.rows}
          pagination={false}
          locale={{ emptyText: <Empty description={t.empty} /> }}
          columns={[
            { key: 'name', title: t.columns.name, render: (_value, employee) => link(employee) },
            { key: 'login', title: t.columns.login, dataIndex: 'login' },
            { key: 'post', title: t.columns.post, render: (_value, employee) => employee.post ?? '—' },
            { key: 'permissions', title: t.columns.permissions, render: (_value, employee) => <Permissions employee={employee} /> },
            { key: 'state', title: t.columns.state, render: (_value, employee) => <StateTag state={employee.state} /> },
          ]}
        />
      )}
      <div className="employees-footer">
        <span className="muted">{t.total(store.total)}</span>
        {store.total > employeePageSize && (
          <Pagination size="small" current={store.page} pageSize={employeePageSize} total={store.total} showSizeChanger={false} onChange={(page) => void store.setPage(page)} />
        )}
      </div>
    </Card>
  );
});

export default EmployeesPage;
