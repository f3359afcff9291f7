import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { Alert, Button, Result, Space, Spin, Steps, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { formatDate } from '../../../domain/format/formatDate';
import type { ActState, RevisionActWire } from '../../../domain/wire/revisionWire';
import type { ActStore } from '../../../runtime/revisions/ActStore';
import { SigningBody } from '../../signing/SigningBody';
import { ActDiscussion } from './ActDiscussion';
import { ActLines } from './ActLines';
import { ActStateTag } from './ActStateTag';
import { ActTotals } from './ActTotals';
import { revisionsTexts as t } from './texts';

const order: readonly ActState[] = ['formed', 'sent', 'agent_signed', 'operator_signed', 'paid'];

const when: Record<ActState, (act: RevisionActWire) => string | null> = {
  formed: (act) => act.formed_at,
  sent: (act) => act.sent_at,
  agent_signed: (act) => act.agent_signed_at,
  operator_signed: (act) => act.operator_signed_at,
  paid: (act) => act.paid_at,
};

/** The act's way, formed → paid, each step dated when it was taken. */
function ActSteps({ act, mobile }: { act: RevisionActWire; mobile: boolean }) {
  const current = order.indexOf(act.state);
  return (
    <Steps
      className="revisions-steps"
      size="small"
      orientation={mobile ? 'vertical' : 'horizontal'}
      current={current}
      status={act.state === 'paid' ? 'finish' : 'process'}
      items={order.map((state, index) => {
        const at = index <= current ? when[state](act) : null;
        return { title: t.steps[state], content: at ? formatDate(at) : undefined };
      })}
    />
  );
}

const Invoice = observer(function Invoice({ store, act }: { store: ActStore; act: RevisionActWire }) {
  return (
    <section className="revisions-invoice" aria-label={t.invoice}>
      <h3 className="revisions-heading">{t.invoice}</h3>
      {act.invoice ? (
        <Space wrap>
          <Typography.Text>{t.invoiceMade(act.invoice.number, formatDate(act.invoice.date))}</Typography.Text>
          <Button icon={<DownloadOutlined />} loading={store.downloading === 'invoice'} onClick={() => void store.download('invoice')}>
            {t.downloadInvoice}
          </Button>
        </Space>
      ) : (
        <Space orientation="vertical" className="revisions-invoice-make">
          {store.invoiceRefusal && <Typography.Text type="secondary">{store.invoiceRefusal}</Typography.Text>}
          <Button type="primary" disabled={store.invoiceRefusal !== null} loading={store.invoicing} onClick={() => void store.generateInvoice()}>
            {t.makeInvoice}
          </Button>
        </Space>
      )}
    </section>
  );
});

/**
 * One act on the agent's screen: its way and totals, the downloads, its deals, the signing while it
 * waits for the agent, the invoice, and the discussion with the operator.
 */
export const ActPanel = observer(function ActPanel({ store, mobile, testSigner }: { store: ActStore; mobile: boolean; testSigner: boolean }) {
  const act = store.act;
  if (store.loadError && !act) return <Result status="warning" title={t.actLoadFailed} />;
  if (!act) return <Spin className="revisions-spin" />;
  return (
    <div className="revisions-act" data-act={act.uuid}>
      <div className="revisions-act-head">
        <Typography.Text type="secondary">{t.organization(act.organization.name, act.organization.inn)}</Typography.Text>
        <ActStateTag act={act} />
      </div>
      <ActSteps act={act} mobile={mobile} />
      {act.dispute && <Alert type="warning" showIcon title={t.disputed} description={t.disputeText(act.dispute)} />}
      <ActTotals totals={act.totals} />
      <Space wrap>
        <Button icon={<DownloadOutlined />} disabled={act.files.pdf === null} loading={store.downloading === 'pdf'} onClick={() => void store.download('pdf')}>
          {t.downloadPdf}
        </Button>
        <Button icon={<FileExcelOutlined />} loading={store.downloading === 'xlsx'} onClick={() => void store.download('xlsx')}>
          {t.downloadXlsx}
        </Button>
      </Space>
      {store.signing && (
        <section className="revisions-signing" aria-label={t.signTitle}>
          <h3 className="revisions-heading">{t.signTitle}</h3>
          <Typography.Paragraph className="muted">{t.signLead}</Typography.Paragraph>
          {testSigner && <Alert type="info" showIcon title={t.testSigner} className="revisions-test-signer" />}
          <SigningBody store={store.signing} onOpen={() => void store.download('pdf')} />
        </section>
      )}
      <section aria-label={t.deals}>
        <h3 className="revisions-heading">{t.deals}</h3>
        <ActLines lines={store.lines} mobile={mobile} />
      </section>
      <Invoice store={store} act={act} />
      <ActDiscussion store={store} />
    </div>
  );
});
