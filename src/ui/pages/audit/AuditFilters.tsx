import { DownloadOutlined } from '@ant-design/icons';
import { Button, DatePicker, InputNumber, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { auditActions, auditKindNames, type AuditKind } from '../../../domain/audit/auditActions';
import type { AuditLogStore } from '../../../runtime/audit/AuditLogStore';
import { auditTexts as t } from './texts';

const kinds = Object.keys(auditKindNames) as AuditKind[];
const actionOptions = kinds.map((kind) => ({
  label: auditKindNames[kind],
  options: auditActions.filter((action) => action.kind === kind).map((action) => ({ value: action.key, label: action.name, title: action.about })),
}));

/** The filters above the log: period, user, action, request, and for an operator the organisation. */
export const AuditFilters = observer(function AuditFilters({ store }: { store: AuditLogStore }) {
  const { filters, options } = store;
  return (
    <div className="audit-filters" data-testid="audit-filters">
      <DatePicker.RangePicker
        className="audit-filter audit-filter--period"
        aria-label={t.period}
        placeholder={[t.periodFrom, t.periodTo]}
        format="DD.MM.YYYY"
        allowEmpty={[true, true]}
        value={[filters.dateFrom ? dayjs(filters.dateFrom) : null, filters.dateTo ? dayjs(filters.dateTo) : null]}
        onChange={(range) => void store.setFilters({ dateFrom: range?.[0]?.format('YYYY-MM-DD') ?? null, dateTo: range?.[1]?.format('YYYY-MM-DD') ?? null })}
      />
      <Select
        className="audit-filter"
        aria-label={t.user}
        placeholder={t.anyUser}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={filters.userId ?? undefined}
        options={(options?.users ?? []).map((user) => ({ value: user.id, label: user.login ? `${user.name} (${user.login})` : user.name }))}
        onChange={(value: number | undefined) => void store.setFilters({ userId: value ?? null })}
      />
      <Select
        className="audit-filter"
        aria-label={t.action}
        placeholder={t.anyAction}
        allowClear
        value={filters.action ?? undefined}
        options={actionOptions}
        onChange={(value: string | undefined) => void store.setFilters({ action: value ?? null })}
      />
      <InputNumber
        className="audit-filter audit-filter--request"
        aria-label={t.request}
        placeholder={t.requestPlaceholder}
        min={1}
        precision={0}
        controls={false}
        value={filters.requestId}
        onChange={(value) => void store.setFilters({ requestId: typeof value === 'number' ? value : null })}
      />
      {store.allOrganizations && (
        <Select
          className="audit-filter"
          aria-label={t.organization}
          placeholder={t.anyOrganization}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.organizationUuid ?? undefined}
          options={(options?.organizations ?? []).map((organization) => ({ value: organization.uuid, label: `${organization.name}, ИНН ${organization.inn}` }))}
          onChange={(value: string | undefined) => void store.setFilters({ organizationUuid: value ?? null })}
        />
      )}
      <Space className="audit-filter-buttons">
        <Button onClick={() => void store.resetFilters()}>{t.reset}</Button>
        <Button icon={<DownloadOutlined />} loading={store.exporting} onClick={() => void store.exportCsv()}>
          {t.exportCsv}
        </Button>
      </Space>
    </div>
  );
});
