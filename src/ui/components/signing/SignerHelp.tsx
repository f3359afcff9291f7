import { ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import signing from '../../../../config/signing.json';
import type { SignerHelpProblem } from './signerHelpProblem';
import { signerHelpTexts as t } from './texts';

export interface SignerHelpProps {
  problem: SignerHelpProblem;
  /** The signer's own words on what it did not find, shown above the steps. */
  message?: string;
  /** The page reload the last step asks for; the browser's own by default. */
  onReload?: () => void;
}

function ExternalLink({ href, children }: { href: string; children: string }) {
  // A new tab keeps the signing page (and what was filled on it) open; noopener cuts the new page's way back.
  return (
    <Typography.Link href={href} target="_blank" rel="noopener noreferrer">
      {children} <ExportOutlined aria-label={t.newTab} />
    </Typography.Link>
  );
}

function InstallSteps({ onReload }: { onReload: () => void }) {
  return (
    <ol aria-label={t.stepsLabel}>
      <li>
        {t.installPlugin(signing.plugin.name)} <ExternalLink href={signing.plugin.download_url}>{t.pluginPage}</ExternalLink>
      </li>
      <li>
        {t.installExtension}
        <ul>
          {signing.extensions.map((extension) => (
            <li key={extension.id}>
              <ExternalLink href={extension.url}>{t.extensionFor(extension.browsers)}</ExternalLink>
            </li>
          ))}
        </ul>
      </li>
      <li>
        <Flex vertical gap={4} align="start">
          {t.reload}
          <Button size="small" onClick={onReload}>
            {t.reloadButton}
          </Button>
        </Flex>
      </li>
    </ol>
  );
}

function CertificateSteps() {
  return (
    <ol aria-label={t.stepsLabel}>
      <li>{t.insertToken}</li>
      <li>{t.installCertificate}</li>
      <li>{t.validCertificate}</li>
    </ol>
  );
}

/** What to do when the browser cannot sign: install the CryptoPro plug-in and extension, or insert the token. */
export function SignerHelp({ problem, message, onReload = () => window.location.reload() }: SignerHelpProps) {
  const install = problem !== 'no_certificates';
  return (
    <Alert
      type="warning"
      showIcon
      title={t.title[problem]}
      description={
        <Flex vertical gap={8}>
          {message && <Typography.Text>{message}</Typography.Text>}
          {install ? <InstallSteps onReload={onReload} /> : <CertificateSteps />}
          <Typography.Text type="secondary">{install ? t.extensionDisabled : t.retry}</Typography.Text>
        </Flex>
      }
    />
  );
}
