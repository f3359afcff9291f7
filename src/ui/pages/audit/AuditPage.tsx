import { Alert, Card, Empty, List, Pagination, Result, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, type HTMLAttributes } from 'react';
import { Link } from 'react-router';
import { auditActionOf } from '../../../domain/audit/auditActions';
import { formatDateTime } from '../../../domain/format/formatDate';
import type { AuditEntryWire } from '../../../domain/wire/auditWire';
import { auditLogFor } from '../../../runtime/audit/auditLogFor';
import { useStores } from '../../app/StoresContext';
import { useIsMobile } from '../../app/useIsMobile';
import { AuditFilters } from './AuditFilters';
import { auditTexts as t } from './texts';
import './audit.css';

/** Hands the CSV's bytes to the browser's download under its name. */
function saveFile(bytes: Uint8Array, name: string): void {
  const url = URL.createObjectURL(new Blob([bytes.slice()], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function ActionTag({ entry }: { entry: AuditEntryWire }) {
  const binding = auditActionOf(entry.action)?.kind === 'binding';
  return (
    <Tag color={binding ? 'blue' : 'gold'} className="audit-action">
      {entry.action_name}
    </Tag>
  );
}

function Who({ entry, organization }: { entry: AuditEntryWire; organization: boolean }) {
  return (
    <span className="audit-who">
      <span>{entry.user_name || (entry.user_id === null ? t.noUser : '—')}</span>
      {entry.user_login && <span className="muted audit-small">{entry.user_login}</span>}
      {organization && entry.organization_name && <span className="muted audit-small">{entry.organization_name}</span>}
    </span>
  );
}

/** The moment on two lines in the table: the date, then the time. */
function When({ at }: { at: string }) {
  const [day, time] = formatDateTime(at).split(' ');
  return (
    <span className="audit-when">
      <span>{day}</span>
      <span className="muted audit-small">{time}</span>
    </span>
  );
}

function Origin({ entry }: { entry: AuditEntryWire }) {
  if (!entry.ip) return <span className="muted audit-small">{t.noOrigin}</span>;
  return (
    <span className="audit-origin">
      <span>{entry.ip}</span>
      {entry.user_agent && (
        <Typography.Text className="muted audit-small" ellipsis={{ tooltip: entry.user_agent }}>
          {entry.user_agent}
        </Typography.Text>
      )}
    </span>
  );
}

/**
 * /{role}/audit: the audit log (docs/audit.md) — who read passport data and who did a binding action,
 * when, from where. An organisation's administrator sees his organisation's entries, a platform operator
 * every organisation's; anybody else reads the server's refusal.
 */
const AuditPage = observer(function AuditPage() {
  const root = useStores();
  const mobile = useIsMobile();
  const store = useMemo(() => auditLogFor(root, saveFile), [root]);
  useEffect(() => {
    void store.open();
  }, [store]);

  const requestLink = (id: number | null) => (id === null ? null : <Link to={root.routes.path('RequestForm', { id: String(id) })}>{t.requestLink(id)}</Link>);

  if (store.refusal !== null) {
    return (
      <Card className="panel">
        <Result status="403" title={t.refusedTitle} subTitle={store.refusal} />
      </Card>
    );
  }

  const columns: TableColumnsType<AuditEntryWire> = [
    { key: 'when', title: t.columns.when, width: 110, render: (_, entry) => <When at={entry.created_at} /> },
    { key: 'user', title: store.allOrganizations ? t.columns.userAndOrganization : t.columns.user, width: 210, render: (_, entry) => <Who entry={entry} organization={store.allOrganizations} /> },
    { key: 'action', title: t.columns.action, width: 170, render: (_, entry) => <ActionTag entry={entry} /> },
    { key: 'description', title: t.columns.description, render: (_, entry) => <span className="audit-description">{entry.description}</span> },
    { key: 'request', title: t.columns.request, width: 84, render: (_, entry) => requestLink(entry.request_id) },
    { key: 'origin', title: t.columns.origin, width: 170, render: (_, entry) => <Origin entry={entry} /> },
  ];
  const filtered = Object.keys(store.query).length > 0;
  const empty = <Empty description={filtered ? t.emptyFiltered : t.empty} />;

  return (
    <Card className="panel audit-page" data-testid="audit-page">
      <Typography.Paragraph className="muted audit-lead">
        {store.allOrganizations ? t.leadAll : t.leadOrganization} {t.retention}
      </Typography.Paragraph>
      <AuditFilters store={store} />
      {store.error && <Alert className="audit-error" type="error" showIcon title={store.error} />}
      <div className="muted audit-total">{t.total(store.total)}</div>
      {mobile ? (
        <>
          <List
            className="audit-list"
            loading={store.loading}
            dataSource={store.items}
            locale={{ emptyText: empty }}
            renderItem={(entry) => (
              <List.Item key={entry.id} className="audit-item" data-testid="audit-entry">
                <div className="audit-item-head">
                  <ActionTag entry={entry} />
                  <span className="muted audit-small">{formatDateTime(entry.created_at)}</span>
                </div>
                <div className="audit-description">{entry.description}</div>
                <Who entry={entry} organization={store.allOrganizations} />
                <div className="audit-item-foot">
                  {requestLink(entry.request_id)}
                  <Origin entry={entry} />
                </div>
              </List.Item>
            )}
          />
          {store.total > store.perPage && (
            <Pagination className="audit-pagination" simple current={store.page} pageSize={store.perPage} total={store.total} onChange={(page, size) => void store.setPage(page, size)} />
          )}
        </>
      ) : (
        <Table<AuditEntryWire>
          className="audit-table"
          rowKey="id"
          size="middle"
          loading={store.loading}
          columns={columns}
          dataSource={store.items}
          locale={{ emptyText: empty }}
          onRow={() => ({ 'data-testid': 'audit-entry' }) as HTMLAttributes<HTMLElement>}
          pagination={{
            current: store.page,
            pageSize: store.perPage,
            total: store.total,
            showSizeChanger: true,
            pageSizeOptions: [20, 50, 100],
            onChange: (page, size) => void store.setPage(page, size),
          }}
        />
      )}
    </Card>
  );
});

export default AuditPage;
