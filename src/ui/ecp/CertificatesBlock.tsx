import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Popconfirm, Select, Spin, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { certificateHolder, type CertificatesStore } from '../../runtime/ecp/CertificatesStore';
import { certificatesFor } from '../../runtime/ecp/ecpFor';
import { useStores } from '../app/StoresContext';
import { CertificateFacts } from './CertificateFacts';
import { certificateLabel } from './certificateLabel';
import { SignerProblem } from './SignerProblem';
import { ecpUiTexts } from './texts';
import './ecp.css';

const t = ecpUiTexts.profile;

/** The choice of a certificate to attach: the signer's certificates, «Подписать и прикрепить», «Отмена». */
const AttachChoice = observer(function AttachChoice({ store }: { store: CertificatesStore }) {
  if (store.signerState !== 'loaded') return <Spin className="ecp-spin" />;
  const availability = store.availability;
  if (availability && !availability.available) {
    return (
      <div className="ecp-attach">
        <SignerProblem availability={availability} testSigner={store.testSigner} />
        <div className="ecp-attach-actions">
          <Button onClick={store.cancelAttach}>{t.cancel}</Button>
        </div>
      </div>
    );
  }
  const chosen = store.certificates.find((certificate) => certificate.thumbprint === store.thumbprint);
  return (
    <div className="ecp-attach" data-testid="ecp-attach">
      <Typography.Text type="secondary">{t.attachLead}</Typography.Text>
      <label className="ecp-label" htmlFor="ecp-attach-certificate">
        {ecpUiTexts.certificate}
      </label>
      <Select
        id="ecp-attach-certificate"
        className="ecp-select"
        value={store.thumbprint ?? undefined}
        onChange={(value: string) => store.choose(value)}
        options={store.certificates.map((certificate) => ({
          value: certificate.thumbprint,
          label: store.isAttached(certificate.thumbprint) ? `${certificateLabel(certificate)} — ${t.alreadyAttached}` : certificateLabel(certificate),
          disabled: store.isAttached(certificate.thumbprint),
        }))}
        notFoundContent={ecpUiTexts.noCertificates}
        disabled={store.attaching}
      />
      {chosen ? <CertificateFacts certificate={chosen} /> : null}
      {store.error ? <Alert type="error" showIcon title={store.error} role="alert" /> : null}
      <div className="ecp-attach-actions">
        <Button type="primary" loading={store.attaching} disabled={!store.canAttach} onClick={() => void store.attach()}>
          {t.attachChosen}
        </Button>
        <Button onClick={store.cancelAttach} disabled={store.attaching}>
          {t.cancel}
        </Button>
      </div>
    </div>
  );
});

/**
 * The profile's «Сертификаты электронной подписи»: the certificates attached to the account (holder,
 * organisation, ИНН/ОГРН, issuer, validity), their detachment, and «Прикрепить сертификат».
 */
export const CertificatesBlock = observer(function CertificatesBlock() {
  const root = useStores();
  const [store] = useState(() => certificatesFor(root));
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <Card className="panel ecp-card" title={t.title} data-testid="ecp-certificates">
      <Typography.Paragraph type="secondary">{t.lead}</Typography.Paragraph>
      {store.loadState === 'idle' || store.loadState === 'loading' ? <Spin className="ecp-spin" /> : null}
      {store.loadState === 'failed' ? <Alert type="error" showIcon title={t.loadFailed} description={store.loadError} /> : null}
      {store.loadState === 'loaded' && store.attached.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.empty} /> : null}
      {store.attached.length > 0 ? (
        <ul className="ecp-certificates" aria-label={t.title}>
          {store.attached.map((certificate) => (
            <li key={certificate.thumbprint} className="ecp-certificate" data-thumbprint={certificate.thumbprint}>
              <SafetyCertificateOutlined className="ecp-certificate-icon" aria-hidden />
              <div className="ecp-certificate-main">
                <div className="ecp-certificate-holder">{certificateHolder(certificate)}</div>
                <CertificateFacts certificate={certificate} attachedAt={certificate.attached_at} />
              </div>
              <Popconfirm
                title={t.detachConfirm}
                description={t.detachConsequence}
                okText={t.detach}
                cancelText={t.cancel}
                onConfirm={() => void store.detach(certificate.thumbprint)}
              >
                <Button size="small" danger loading={store.detaching === certificate.thumbprint}>
                  {t.detach}
                </Button>
              </Popconfirm>
            </li>
          ))}
        </ul>
      ) : null}
      {store.notice ? <Alert type="success" showIcon title={store.notice} className="ecp-notice" /> : null}
      {store.detachError ? <Alert type="error" showIcon title={store.detachError} className="ecp-notice" role="alert" /> : null}
      {store.choosing ? (
        <AttachChoice store={store} />
      ) : (
        <Button type="primary" className="ecp-attach-button" onClick={() => void store.startAttach()} disabled={store.loadState !== 'loaded'}>
          {t.attach}
        </Button>
      )}
    </Card>
  );
});
