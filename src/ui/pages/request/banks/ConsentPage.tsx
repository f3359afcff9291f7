import { Alert, Button, Card, Checkbox, Result, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { fillTemplate } from '../../../../domain/fillTemplate';
import { consentFor } from '../../../../runtime/banks/banksFor';
import { useStores } from '../../../app/StoresContext';
import { banksUiTexts } from './texts';
import './banks.css';

const t = banksUiTexts.consent;

/**
 * The public consent page the 'Ссылка на согласие' opens (/consent/{token}): the customer reads the
 * consent text and agrees, without logging in and without an electronic signature (spec-2 §5.7).
 */
const ConsentPage = observer(function ConsentPage() {
  const root = useStores();
  const { token = '' } = useParams();
  const store = useMemo(() => consentFor(root, token), [root, token]);
  const legal = root.routes.path('LegalDocument', { document: 'consent_customer' });

  if (store.answer) {
    return (
      <div className="consent-page">
        <Result status="success" title={t.title} subTitle={fillTemplate(t.done, { n: store.answer.request_id })} />
      </div>
    );
  }
  return (
    <div className="consent-page">
      <Card title={t.title}>
        <Space orientation="vertical" size="middle">
          <Typography.Paragraph>{t.lead}</Typography.Paragraph>
          <Link to={legal} target="_blank">
            {t.read}
          </Link>
          <Checkbox checked={store.agreed} onChange={(event) => store.setAgreed(event.target.checked)}>
            {t.agree}
          </Checkbox>
          {store.error && <Alert type="error" showIcon message={store.error} />}
          <Button type="primary" disabled={!store.agreed} loading={store.sending} onClick={() => void store.give()}>
            {t.give}
          </Button>
        </Space>
      </Card>
    </div>
  );
});

export default ConsentPage;
