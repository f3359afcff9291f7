import { Alert, Button, Card, Col, Drawer, Empty, List, Result, Row, Table, Typography, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { formatKopecks } from '../../../domain/revisions/money';
import { periodTitle } from '../../../domain/revisions/periodTitle';
import type { RevisionActWire } from '../../../domain/wire/revisionWire';
import { revisionsFor } from '../../../runtime/revisions/revisionsFor';
import type { RevisionsStore } from '../../../runtime/revisions/RevisionsStore';
import { useStores } from '../../app/StoresContext';
import { useIsMobile } from '../../app/useIsMobile';
import { saveBytes } from '../../documents/saveBytes';
import { AccountDetailsCard } from './AccountDetailsCard';
import { ActPanel } from './ActPanel';
import { ActStateTag } from './ActStateTag';
import { ActTotals } from './ActTotals';
import { revisionsTexts as t } from './texts';
import './revisions.css';
import '../../signing/signing.css';

/** The acts newest month first: a table on a wide screen, a list on a phone; each opens the act. */
const ActsList = observer(function ActsList({ store, mobile, open }: { store: RevisionsStore; mobile: boolean; open: (uuid: string) => void }) {
  if (store.acts.length === 0) return <Empty description={t.noActs} />;
  if (mobile) {
    return (
      <List
        className="revisions-acts-list"
        dataSource={store.acts}
        renderItem={(act) => (
          <List.Item key={act.uuid} className="revisions-acts-item" data-act={act.uuid} onClick={() => open(act.uuid)}>
            <div className="revisions-acts-item-body">
              <div className="revisions-acts-item-head">
                <strong>{periodTitle(act.period)}</strong>
                <ActStateTag act={act} />
              </div>
              <div className="muted">{t.actTitle(act.number)}</div>
              <div className="revisions-acts-item-sum">{formatKopecks(act.totals.total_kopecks)}</div>
            </div>
          </List.Item>
        )}
      />
    );
  }
  const columns: TableColumnsType<RevisionActWire> = [
    // The number sits under its month: a column of its own pushed the totals out of sight at 1440 px.
    {
      key: 'period',
      title: t.period,
      render: (_, act) => (
        <div className="revisions-act-period">
          <strong>{periodTitle(act.period)}</strong>
          <Button type="link" size="small" className="revisions-act-link" onClick={() => open(act.uuid)}>
            {act.number}
          </Button>
        </div>
      ),
    },
    { key: 'state', title: t.state, render: (_, act) => <ActStateTag act={act} /> },
    { key: 'lines', title: t.lines, align: 'right', render: (_, act) => act.totals.lines },
    { key: 'reward', title: t.reward, align: 'right', render: (_, act) => formatKopecks(act.totals.reward_kopecks, null) },
    { key: 'nds', title: t.nds, align: 'right', render: (_, act) => (act.totals.nds_kopecks === 0 ? act.totals.nds_label : formatKopecks(act.totals.nds_kopecks, null)) },
    { key: 'total', title: t.total, align: 'right', render: (_, act) => <strong>{formatKopecks(act.totals.total_kopecks, null)}</strong> },
  ];
  return (
    <Table
      className="revisions-acts"
      size="middle"
      rowKey="uuid"
      columns={columns}
      dataSource={store.acts}
      pagination={false}
      scroll={{ x: 'max-content' }}
      onRow={(act) => ({ 'data-act': act.uuid, onClick: () => open(act.uuid), className: 'revisions-acts-row' }) as React.HTMLAttributes<HTMLElement>}
    />
  );
});

/**
 * Mutual settlements (/{role}/revisions; docs/revisions-ui.md): the open month's reward so far, the
 * monthly acts with their totals and state, an act opened in a drawer (`?act=` in the address, so a
 * link reaches it), and the organisation's account details for the invoices.
 */
export default observer(function RevisionsPage() {
  const root = useStores();
  const mobile = useIsMobile();
  const store = useMemo(() => revisionsFor(root, saveBytes), [root]);
  const [params, setParams] = useSearchParams();
  const actUuid = params.get('act');

  useEffect(() => {
    store.start();
    return () => store.stop();
  }, [store]);

  useEffect(() => {
    if (actUuid) store.open(actUuid);
    else store.close();
  }, [actUuid, store]);

  const open = (uuid: string) => setParams({ act: uuid });
  const close = () => setParams({});

  if (store.loadError) {
    return (
      <Result
        status="warning"
        title={t.loadFailed}
        extra={
          <Button type="primary" onClick={() => void store.load()}>
            {t.retry}
          </Button>
        }
      />
    );
  }
  const openPeriod = store.openPeriod;
  const opened = store.opened;
  return (
    <div className="revisions">
      <Typography.Paragraph className="revisions-lead">{t.lead}</Typography.Paragraph>
      <Row gutter={[20, 20]}>
        <Col xs={24} lg={16}>
          <Card className="panel revisions-open" size="small" loading={store.loading} title={openPeriod ? t.openPeriod(periodTitle(openPeriod.period)) : ''}>
            {openPeriod && (
              <>
                <ActTotals totals={openPeriod.totals} />
                <Typography.Paragraph className="muted revisions-hint">{t.openPeriodHint}</Typography.Paragraph>
              </>
            )}
          </Card>
          {store.toSign > 0 && <Alert className="revisions-to-sign" type="warning" showIcon title={t.toSign(store.toSign)} />}
          <Card className="panel revisions-acts-card" size="small" title={t.acts} loading={store.loading}>
            <ActsList store={store} mobile={mobile} open={open} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <AccountDetailsCard store={store.account} filled={store.hasAccountDetails} />
        </Col>
      </Row>
      <Drawer
        open={opened !== null}
        onClose={close}
        size={mobile ? '100%' : 1160}
        title={opened?.act ? `${t.actTitle(opened.act.number)} ${t.actFor(periodTitle(opened.act.period).toLowerCase())}` : ''}
        destroyOnHidden
      >
        {opened && <ActPanel store={opened} mobile={mobile} testSigner={store.testSigner} />}
      </Drawer>
    </div>
  );
});
