import { CheckCircleFilled, ExclamationCircleFilled, FilePdfOutlined, LoadingOutlined } from '@ant-design/icons';
import { Alert, Button, Select, Spin, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import type { SignerCertificate } from '../../runtime/signing/signingFor';
import type { SigningDocument, SigningStore } from '../../runtime/signing/SigningStore';
import { SignerHelp } from '../components/signing/SignerHelp';
import { isSignerHelpProblem } from '../components/signing/signerHelpProblem';
import { shownDate, shownTime } from './formatting';
import { signingUiTexts as t } from './texts';
import './signing.css';

/** The person a certificate names («Фамилия Имя Отчество»), else its CN (an organisation's certificate names the company there). */
export function holderOf(certificate: { subject_name: string; last_name?: string | null; first_name?: string | null; middle_name?: string | null }): string {
  const person = [certificate.last_name, certificate.first_name, certificate.middle_name].filter(Boolean).join(' ');
  return person || certificate.subject_name;
}

function certificateLabel(certificate: SignerCertificate): string {
  const owner = [...new Set([holderOf(certificate), certificate.organization].filter(Boolean))].join(' — ');
  return `${owner} (${t.validTo(shownDate(certificate.valid_to))})`;
}

const DocumentState = observer(function DocumentState({ store, document }: { store: SigningStore; document: SigningDocument }) {
  const progress = store.progress.get(document.uuid);
  if (progress?.state === 'signing') return <Tag icon={<LoadingOutlined />}>{t.inProgress}</Tag>;
  if (progress?.state === 'waiting') return <Tag>{t.waiting}</Tag>;
  if (progress?.state === 'failed') return <Tag color="error" icon={<ExclamationCircleFilled />}>{t.failed}</Tag>;
  const last = document.signatures.at(-1);
  if (last) return <Tag color="success" icon={<CheckCircleFilled />}>{t.signed}</Tag>;
  return <Tag>{t.unsigned}</Tag>;
});

/**
 * The Signing view's body, shared by the side panel, the curtain and the external signing page: the
 * documents with their state, the certificate, one button that signs them all, and the result.
 */
export const SigningBody = observer(function SigningBody({
  store,
  onDetails,
  openLink,
  onOpen,
  completedText,
}: {
  store: SigningStore;
  onDetails?: (document: SigningDocument) => void;
  openLink?: (document: SigningDocument) => string;
  /** Opens a document by the page's own means (its bytes need the session), instead of a link. */
  onOpen?: (document: SigningDocument) => void;
  /** What the last signature completed, in words (an offer's acceptance, a claim's changes, the bank's documents). */
  completedText?: string;
}) {
  if (store.loadState === 'idle' || store.loadState === 'loading') return <Spin className="signing-spin" />;
  if (store.loadState === 'failed') return <Alert type="error" showIcon message={store.loadError} />;
  const availability = store.availability;
  return (
    <div className="signing" data-testid="signing">
      <h3 className="signing-heading">{t.documents}</h3>
      {store.documents.length === 0 ? (
        <Alert type="info" showIcon message={t.noDocuments} />
      ) : (
        <ul className="signing-documents">
          {store.documents.map((document) => {
            const last = document.signatures.at(-1);
            return (
              <li key={document.uuid} className="signing-document" data-document={document.name}>
                <FilePdfOutlined className="signing-document-icon" aria-hidden />
                <div className="signing-document-main">
                  {onOpen ? (
                    <Typography.Link onClick={() => onOpen(document)}>{document.name}</Typography.Link>
                  ) : (
                    <a href={openLink ? openLink(document) : document.link} target="_blank" rel="noopener noreferrer">
                      {document.name}
                    </a>
                  )}
                  {last ? <div className="signing-document-signer">{t.signedBy(holderOf(last.certificate), shownTime(last.signed_at))}</div> : null}
                  {(() => {
                    const progress = store.progress.get(document.uuid);
                    return progress?.state === 'failed' ? <div className="signing-document-error" role="alert">{progress.message}</div> : null;
                  })()}
                </div>
                <DocumentState store={store} document={document} />
                {onDetails && document.signatures.length > 0 ? (
                  <Button type="link" size="small" onClick={() => onDetails(document)}>
                    {t.signatures}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {store.allSigned ? (
        <Alert type="success" showIcon message={store.requestSigned ? t.requestSigned : store.completed && completedText ? completedText : t.allSigned} data-testid="signing-result" />
      ) : availability && !availability.available ? (
        isSignerHelpProblem(availability.problem) ? <SignerHelp problem={availability.problem} message={availability.message} /> : <Alert type="error" showIcon message={availability.message} />
      ) : (
        <>
          <label className="signing-label" htmlFor="signing-certificate">
            {t.certificate}
          </label>
          <Select
            id="signing-certificate"
            className="signing-certificate"
            value={store.thumbprint ?? undefined}
            onChange={(value: string) => store.choose(value)}
            options={store.certificates.map((certificate) => ({ value: certificate.thumbprint, label: certificateLabel(certificate) }))}
            notFoundContent={t.noCertificates}
            disabled={store.signing}
          />
          <Button type="primary" block className="signing-button" loading={store.signing} disabled={!store.canSign} onClick={() => void store.signAll()}>
            {store.signing ? t.signing : store.unsigned.length === 1 ? t.signOne : t.sign}
          </Button>
          {store.failures.length > 0 ? <Alert type="error" showIcon message={store.failures.join('\n')} className="signing-failures" /> : null}
        </>
      )}
    </div>
  );
});
