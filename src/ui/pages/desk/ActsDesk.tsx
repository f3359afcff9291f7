import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Modal, Pagination, Popconfirm, Select, Space, Spin, Table, Typography, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { formatDate } from '../../../domain/format/formatDate';
import { formatKopecks } from '../../../domain/revisions/money';
import { periodTitle } from '../../../domain/revisions/periodTitle';
import type { ActState, RevisionActWire } from '../../../domain/wire/revisionWire';
import type { ActsDeskStore } from '../../../runtime/desk/ActsDeskStore';
import { SigningBody } from '../../signing/SigningBody';
import { ActStateTag } from '../revisions/ActStateTag';
import { revisionsTexts } from '../revisions/texts';
import '../../signing/signing.css';

const t = revisionsTexts.desk;
const states = Object.keys(revisionsTexts.steps) as ActState[];

/** The operator's move of an act in its state: send a formed one, sign one the agent signed, mark a signed one paid. */
const ActMoves = observer(function ActMoves({ store, act }: { store: ActsDeskStore; act: RevisionActWire }) {
  const busy = store.busy === act.uuid;
  return (
    <Space wrap size={[6, 6]}>
      {act.state === 'formed' && (
        <Button size="small" type="primary" loading={busy} disabled={store.busy !== null && !busy} onClick={() => void store.send(act)}>
          {t.send}
        </Button>
      )}
      {act.state === 'agent_signed' && (
        <Button size="small" type="primary" onClick={() => store.openSigning(act)}>
          {t.sign}
        </Button>
      )}
      {act.state === 'operator_signed' && (
        <Popconfirm title={t.paidConfirm} okText={revisionsTexts.yes} cancelText={revisionsTexts.no} onConfirm={() => void store.markPaid(act)}>
          <Button size="small" type="primary" loading={busy} disabled={store.busy !== null && !busy}>
            {t.paid}
          </Button>
        </Popconfirm>
      )}
      <Button size="small" icon={<DownloadOutlined />} aria-label={revisionsTexts.downloadPdf} disabled={act.files.pdf === null} onClick={() => void store.downloadPdf(act)} />
    </Space>
  );
});

function Organization({ act }: { act: RevisionActWire }) {
  return (
    <span className="desk-act-org">
      <span>{act.organization.name}</span>
      <span className="muted">{`ИНН ${act.organization.inn}`}</span>
    </span>
  );
}

/** The form of a month's acts now: the month, and every organisation or one of those listed. */
const FormActs = observer(function FormActs({ store }: { store: ActsDeskStore }) {
  return (
    <Card className="panel desk-acts-form" size="small" title={t.formTitle}>
      <Space wrap align="end" size={[12, 8]}>
        <label className="desk-acts-field">
          <span className="muted">{t.formPeriod}</span>
          <Select
            aria-label={t.formPeriod}
            className="desk-acts-period"
            value={store.formPeriod}
            onChange={(period: string) => store.setForm({ period })}
            options={store.recentPeriods.map((period) => ({ value: period, label: periodTitle(period) }))}
          />
        </label>
        <label className="desk-acts-field">
          <span className="muted">{t.formOrganization}</span>
          <Select
            aria-label={t.formOrganization}
            className="desk-acts-organization"
            value={store.formOrganization ?? ''}
            onChange={(organization: string) => store.setForm({ organization: organization || null })}
            options={[{ value: '', label: t.allOrganizations }, ...store.organizations.map((organization) => ({ value: organization.uuid, label: organization.name }))]}
          />
        </label>
        <Button type="primary" loading={store.busy === 'form'} disabled={store.busy !== null && store.busy !== 'form'} onClick={() => void store.form()}>
          {t.form}
        </Button>
      </Space>
      {store.formProblem && <Alert className="desk-problem" type="error" showIcon title={store.formProblem} />}
    </Card>
  );
});

/**
 * The desk's «Акты» tab (docs/revisions-ui.md): every agent's acts filtered by month and state, forming a
 * month's acts, and per act the operator's moves; a card per act on a phone.
 */
export const ActsDesk = observer(function ActsDesk({ store, mobile }: { store: ActsDeskStore; mobile: boolean }) {
  const columns: TableColumnsType<RevisionActWire> = [
    { key: 'organization', title: t.organization, render: (_, act) => <Organization act={act} /> },
    { key: 'period', title: revisionsTexts.period, render: (_, act) => periodTitle(act.period) },
    { key: 'number', title: revisionsTexts.number, render: (_, act) => act.number },
    { key: 'state', title: revisionsTexts.state, render: (_, act) => <ActStateTag act={act} /> },
    { key: 'lines', title: revisionsTexts.lines, align: 'right', render: (_, act) => act.totals.lines },
    { key: 'total', title: revisionsTexts.total, align: 'right', render: (_, act) => formatKopecks(act.totals.total_kopecks, null) },
    { key: 'moves', title: '', render: (_, act) => <ActMoves store={store} act={act} /> },
  ];
  const signing = store.signingAct;
  return (
    <div className="desk-acts">
      <Typography.Paragraph className="desk-lead">{t.lead}</Typography.Paragraph>
      <FormActs store={store} />
      <div className="desk-acts-filters">
        <Select
          aria-label={revisionsTexts.period}
          className="desk-acts-period"
          value={store.period ?? ''}
          onChange={(period: string) => store.setFilter({ period: period || null })}
          options={[{ value: '', label: t.allPeriods }, ...store.recentPeriods.map((period) => ({ value: period, label: periodTitle(period) }))]}
        />
        <Select
          aria-label={revisionsTexts.state}
          className="desk-acts-state"
          value={store.state ?? ''}
          onChange={(state: string) => store.setFilter({ state: (state || null) as ActState | null })}
          options={[{ value: '', label: t.allStates }, ...states.map((state) => ({ value: state, label: revisionsTexts.steps[state] }))]}
        />
        <Button size="small" icon={<ReloadOutlined />} onClick={() => void store.load()} loading={store.loading} aria-label="Обновить" />
      </div>
      {store.data === null ? (
        <Spin className="desk-spin" />
      ) : store.items.length === 0 ? (
        <Empty description={t.noActs} />
      ) : mobile ? (
        <div className="desk-requests">
          {store.items.map((act) => (
            <Card key={act.uuid} size="small" className="desk-act-card" data-act={act.uuid} title={<Organization act={act} />} extra={<ActStateTag act={act} />}>
              <dl className="desk-facts">
                <div className="desk-fact">
                  <dt>{revisionsTexts.period}</dt>
                  <dd>{periodTitle(act.period)}</dd>
                </div>
                <div className="desk-fact">
                  <dt>{revisionsTexts.number}</dt>
                  <dd>{act.number}</dd>
                </div>
                <div className="desk-fact">
                  <dt>{revisionsTexts.total}</dt>
                  <dd>{formatKopecks(act.totals.total_kopecks)}</dd>
                </div>
                {act.paid_at && (
                  <div className="desk-fact">
                    <dt>{revisionsTexts.steps.paid}</dt>
                    <dd>{formatDate(act.paid_at)}</dd>
                  </div>
                )}
              </dl>
              <ActMoves store={store} act={act} />
            </Card>
          ))}
        </div>
      ) : (
        <Table
          className="desk-acts-table"
          size="middle"
          rowKey="uuid"
          columns={columns}
          dataSource={store.items}
          pagination={false}
          onRow={(act) => ({ 'data-act': act.uuid }) as React.HTMLAttributes<HTMLElement>}
        />
      )}
      {store.total > (store.data?.page_size ?? 20) && (
        <Pagination className="desk-pages" current={store.page} pageSize={store.data?.page_size ?? 20} total={store.total} showSizeChanger={false} onChange={store.setPage} />
      )}
      <Modal open={signing !== null} title={signing ? t.signTitle(signing.act.number) : ''} onCancel={store.closeSigning} footer={null} destroyOnHidden width={560}>
        {signing && <SigningBody store={signing.store} onOpen={() => void store.downloadPdf(signing.act)} />}
      </Modal>
    </div>
  );
});
