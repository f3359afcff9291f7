import { DownloadOutlined, FileProtectOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Collapse, Modal, Result, Row, Spin, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../domain/format/formatDate';
import type { OrganizationDocumentWire } from '../../../domain/wire/accessionWire';
import { profileDocumentsFor } from '../../../runtime/accession/profileDocumentsFor';
import type { ProfileDocumentsStore } from '../../../runtime/accession/ProfileDocumentsStore';
import { useStores } from '../../app/StoresContext';
import { SignatureDescriptions } from '../../signing/SignatureDescriptions';
import { holderOf, SigningBody } from '../../signing/SigningBody';
import { shownDate, shownTime } from '../../signing/formatting';
import { profileDocumentsTexts as t } from './texts';
import './profile-documents.css';
import '../../signing/signing.css';

/** Hands the PDF's bytes to the browser's download under the document's file name. */
function savePdf(bytes: Uint8Array, name: string): void {
  const url = URL.createObjectURL(new Blob([bytes.slice()], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function DownloadPdf({ store, document: item }: { store: ProfileDocumentsStore; document: OrganizationDocumentWire }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!item.file) return null;
  const name = item.file.name;
  return (
    <>
      <Button
        size="small"
        icon={<DownloadOutlined />}
        loading={busy}
        onClick={async () => {
          setBusy(true);
          setFailed(false);
          try {
            savePdf(await store.bytesOf(item), name);
          } catch {
            setFailed(true);
          }
          setBusy(false);
        }}
      >
        {t.download}
      </Button>
      {failed && <Typography.Text type="danger">{t.downloadFailed}</Typography.Text>}
    </>
  );
}

function editionLine(item: OrganizationDocumentWire, earlier: boolean): string {
  if (earlier) return t.earlierEdition(item.version, formatDate(item.since));
  return item.kind === 'partner_agreement' ? t.bankEdition(item.version, formatDate(item.since)) : t.edition(item.version, formatDate(item.since));
}

/** One edition: its title and state, who signed it with which certificate, or what stays closed without it. */
const DocumentItem = observer(function DocumentItem({ store, item, earlier = false }: { store: ProfileDocumentsStore; item: OrganizationDocumentWire; earlier?: boolean }) {
  const last = item.signatures.at(-1);
  const state = item.is_signed ? 'signed' : item.overdue ? 'overdue' : 'due';
  return (
    <li className={`profile-document${earlier || item.is_signed ? '' : ` profile-document--${state}`}`} data-document={item.kind} data-bank={item.bank?.uuid ?? ''}>
      <FileProtectOutlined className="profile-document-icon" aria-hidden />
      <div className="profile-document-main">
        <div className="profile-document-head">
          <span className="profile-document-title">{item.title}</span>
          {item.is_signed ? <Tag color="success">{t.signed}</Tag> : item.overdue ? <Tag color="error">{t.overdueTag}</Tag> : <Tag color={earlier ? 'default' : 'warning'}>{t.unsigned}</Tag>}
        </div>
        <span className="profile-document-line">{editionLine(item, earlier)}</span>
        {last ? (
          <>
            <span className="profile-document-line">{t.signedBy(holderOf(last.certificate), shownTime(last.signed_at))}</span>
            <span className="profile-document-line">{t.certificate(last.certificate.issuer_name, shownDate(last.certificate.valid_to))}</span>
            <span className="profile-document-line">{last.valid ? t.valid : t.invalid(last.problem ?? '')}</span>
          </>
        ) : !earlier && item.blocks ? (
          <span className="profile-document-warning">{t.whileUnsigned(item.blocks)}</span>
        ) : null}
        <div className="profile-document-actions">
          <DownloadPdf store={store} document={item} />
          {item.signatures.length > 0 && (
            <Button size="small" onClick={() => store.openDetails(item)}>
              {t.signatures}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
});

/** What the organisation must do now, in one or two lines above the list. */
const Summary = observer(function Summary({ store }: { store: ProfileDocumentsStore }) {
  const documents = store.documents;
  if (!documents) return null;
  const alerts = [];
  const deadline = documents.regulations_deadline ? formatDate(documents.regulations_deadline) : null;
  if (documents.regulations_overdue && deadline) alerts.push(<Alert key="overdue" type="error" showIcon message={t.overdue(deadline)} description={t.overdueHint} />);
  else if (!documents.is_regulations_signed && deadline) alerts.push(<Alert key="due" type="warning" showIcon message={t.accessionDue(deadline)} description={t.accessionDueHint} />);
  if (store.closedBanks.length > 0) alerts.push(<Alert key="banks" type="warning" showIcon message={t.agreementsDue(store.closedBanks)} description={t.agreementsDueHint} />);
  if (store.allSigned) alerts.push(<Alert key="done" type="success" showIcon message={t.allSigned} />);
  return <div className="profile-documents-alerts">{alerts}</div>;
});

/**
 * The profile's documents (spec-1 /{role}/profile/documents; docs/accession.md): the accession of the
 * organisation and the partner banks' additional agreements with their state — who signed, when, with
 * which certificate and whether it holds — what stays closed without them, the earlier editions, and
 * the signing of what is unsigned with the organisation's certificate.
 */
const ProfileDocumentsPage = observer(function ProfileDocumentsPage() {
  const root = useStores();
  const store = useMemo(() => profileDocumentsFor(root), [root]);
  useEffect(() => {
    void store.load();
  }, [store]);
  const documents = store.documents;

  if (store.loadState === 'failed' && !documents) return <Alert type="error" showIcon message={store.loadError} />;
  if (!documents) return <Card className="panel" loading />;
  const earlier = store.earlier;
  return (
    <Row gutter={[20, 20]} className="profile-documents">
      <Col xs={{ span: 24, order: 2 }} lg={{ span: 15, order: 1 }}>
        <Card className="panel" title={t.documentsTitle}>
          <Typography.Paragraph strong>{t.organization(documents.organization.name, documents.organization.inn)}</Typography.Paragraph>
          <Typography.Paragraph className="profile-documents-lead">{t.lead}</Typography.Paragraph>
          <Summary store={store} />
          <ul className="profile-documents-list" aria-label={t.documentsTitle}>
            {store.current.map((item) => (
              <DocumentItem key={`${item.kind}:${item.bank?.uuid ?? ''}`} store={store} item={item} />
            ))}
          </ul>
          {documents.covered_banks.length > 0 && (
            <Typography.Paragraph className="profile-documents-covered">
              {t.covered(formatDate(documents.organization.registered_on), documents.covered_banks.map((bank) => bank.name))}
            </Typography.Paragraph>
          )}
          <Typography.Paragraph className="profile-documents-covered">
            <Link to={root.routes.path('Documents')}>{t.legal}</Link>
          </Typography.Paragraph>
          {earlier.length > 0 && (
            <Collapse
              className="profile-documents-earlier"
              items={[
                {
                  key: 'earlier',
                  label: `${t.earlierTitle} (${earlier.length})`,
                  children: (
                    <ul className="profile-documents-list">
                      {earlier.map((item) => (
                        <DocumentItem key={item.uuid ?? `${item.kind}:${item.version}`} store={store} item={item} earlier />
                      ))}
                    </ul>
                  ),
                },
              ]}
            />
          )}
        </Card>
      </Col>
      {/* On a phone what is to be signed comes first; once all is signed, the list does. */}
      <Col xs={{ span: 24, order: store.hasSomethingToSign && !store.signing.allSigned ? 1 : 3 }} lg={{ span: 9, order: 2 }}>
        <Card className="panel" title={t.signingTitle}>
          {store.loadState !== 'loaded' ? (
            <Spin className="signing-spin" />
          ) : store.hasSomethingToSign ? (
            <>
              {store.testSigner && <Alert type="info" showIcon message={t.testSigner} style={{ marginBottom: 12 }} />}
              <SigningBody
                store={store.signing}
                onOpen={(signing) => {
                  const item = store.current.find((candidate) => candidate.file?.uuid === signing.uuid);
                  if (item?.file) void store.bytesOf(item).then((bytes) => savePdf(bytes, item.file!.name));
                }}
              />
            </>
          ) : (
            <Result status="success" title={t.nothingToSign} subTitle={t.nothingToSignHint(documents.organization.type === 'agent')} />
          )}
        </Card>
      </Col>
      <Modal open={store.details !== null} title={store.details ? t.detailsTitle(store.details.title) : ''} onCancel={store.closeDetails} footer={null} width={640}>
        {store.details?.signatures.map((signature) => (
          <SignatureDescriptions key={signature.uuid} signature={signature} />
        ))}
      </Modal>
    </Row>
  );
});

export default ProfileDocumentsPage;
