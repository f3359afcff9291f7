import { Alert, Button, Checkbox, Form, Select, Spin, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { ecpLoginFor } from '../../runtime/ecp/ecpFor';
import { useStores } from '../app/StoresContext';
import { CertificateFacts } from './CertificateFacts';
import { certificateLabel } from './certificateLabel';
import { SignerProblem } from './SignerProblem';
import { ecpUiTexts as t } from './texts';
import './ecp.css';

/**
 * The sign-in page's «Электронная подпись» tab (`?authType=ecp`): the signer's certificates, the chosen
 * one's facts, «Запомнить меня» and «Войти». The signer loads when the tab first opens.
 */
export const EcpLoginTab = observer(function EcpLoginTab() {
  const root = useStores();
  const [store] = useState(() => ecpLoginFor(root));
  const configLoaded = root.config.loaded;
  // The signer is chosen by the environment the server reports: it is asked once the switches are in.
  useEffect(() => {
    if (configLoaded) void store.load();
  }, [store, configLoaded]);
  if (store.loadState !== 'loaded') return <Spin className="ecp-spin" />;
  const availability = store.availability;
  const chosen = store.certificates.find((certificate) => certificate.thumbprint === store.thumbprint);
  return (
    <div data-testid="ecp-login">
      <Typography.Paragraph className="muted">{t.lead}</Typography.Paragraph>
      {availability && !availability.available ? (
        <SignerProblem availability={availability} testSigner={store.testSigner} />
      ) : (
        <Form layout="vertical" name="login-ecp" onFinish={() => void store.login()} requiredMark={false}>
          <Form.Item label={t.certificate} htmlFor="ecp-login-certificate">
            <Select
              id="ecp-login-certificate"
              className="ecp-select"
              size="large"
              value={store.thumbprint ?? undefined}
              onChange={(value: string) => store.choose(value)}
              options={store.certificates.map((certificate) => ({ value: certificate.thumbprint, label: certificateLabel(certificate) }))}
              notFoundContent={t.noCertificates}
              disabled={store.pending}
            />
          </Form.Item>
          {chosen ? (
            <div className="ecp-login-facts">
              <CertificateFacts certificate={chosen} />
            </div>
          ) : null}
          <Form.Item>
            <Checkbox checked={store.rememberme} onChange={(event) => store.setRememberme(event.target.checked)}>
              {t.remember}
            </Checkbox>
          </Form.Item>
          {store.error ? <Alert type="error" showIcon title={store.error} role="alert" className="ecp-error" /> : null}
          <Button type="primary" htmlType="submit" size="large" block loading={store.pending} disabled={!store.canLogin}>
            {t.submit}
          </Button>
        </Form>
      )}
      {availability?.available ? <Typography.Paragraph className="muted ecp-hint">{t.firstTime}</Typography.Paragraph> : null}
      {store.testSigner ? <Typography.Paragraph className="muted ecp-hint">{t.testSigner}</Typography.Paragraph> : null}
    </div>
  );
});
