import { Alert, Card, Descriptions, Result, Space, Spin, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { linkSigningFor, type SignLinkViewWire } from '../../runtime/signing/signingFor';
import { useStores } from '../app/StoresContext';
import { SigningBody } from '../signing/SigningBody';
import { shownTime } from '../signing/formatting';
import { signingUiTexts } from '../signing/texts';

const t = signingUiTexts.external;

/**
 * External signing (/{role}/simple/{id}, title «Подписание заявки»): the person the request names as
 * its signer opens the link from the agent, sees what he signs and for which banks, and signs without
 * an account — the application, or for one bank an accepted offer, a claim's changes or the bank's
 * documents (the link's kind; its title and the terms say which). The route guard has stored the
 * link's token and dropped it from the address.
 */
const SimpleSignPage = observer(function SimpleSignPage() {
  const root = useStores();
  const token = root.session.isExternal ? root.session.token : null;
  const signing = useMemo(() => (token ? linkSigningFor(root, token) : null), [root, token]);
  const store = signing?.store ?? null;
  const [view, setView] = useState<{ state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; value: SignLinkViewWire }>({ state: 'loading' });
  useEffect(() => {
    if (!signing) return;
    let live = true;
    signing
      .readLink()
      .then((value) => {
        if (!live) return;
        setView({ state: 'loaded', value });
        void signing.store.load();
      })
      .catch((error: unknown) => live && setView({ state: 'failed', message: error instanceof Error ? error.message : String(error) }));
    return () => {
      live = false;
    };
  }, [signing]);

  // The title says what the link signs: the application, an offer's acceptance, a claim's changes, the bank's documents.
  const title = view.state === 'loaded' ? t.titles[view.value.kind] : t.title;
  let body;
  if (!token || !store) body = <Alert type="warning" showIcon message={t.noToken} />;
  else if (view.state === 'loading') body = <Spin className="signing-spin" />;
  else if (view.state === 'failed') body = <Alert type="error" showIcon message={view.message} />;
  else if (store.allSigned && (store.requestSigned || store.completed)) body = <Result status="success" title={title} subTitle={t.doneByKind[view.value.kind]} />;
  else if (view.value.completed && store.allSigned) body = <Result status="success" title={title} subTitle={t.alreadyDone} />;
  else {
    const link = view.value;
    const deal = link.kind !== 'request' && link.kind !== 'agreement';
    body = (
      <Space orientation="vertical" size="middle" className="simple-sign">
        <Typography.Paragraph className="simple-sign-lead">{t.lead(link.request_id, link.company.name)}</Typography.Paragraph>
        {deal ? null : link.banks.length > 0 ? <Typography.Text>{t.banks(link.banks)}</Typography.Text> : null}
        {link.details.length > 0 ? (
          <Descriptions size="small" column={1} bordered className="simple-sign-details" items={link.details.map((row, index) => ({ key: String(index), label: row.label, children: row.value }))} />
        ) : null}
        {link.signer_name ? <Typography.Text>{t.signer(link.signer_name)}</Typography.Text> : null}
        <Typography.Text type="secondary">{t.expires(shownTime(link.expires_at))}</Typography.Text>
        {signing?.testSigner ? <Alert type="info" showIcon message={signingUiTexts.testSigner} /> : null}
        {deal ? <Typography.Paragraph className="signing-lead">{signingUiTexts.deal[link.kind as 'offer' | 'claim' | 'additional'].lead}</Typography.Paragraph> : null}
        <SigningBody store={store} />
      </Space>
    );
  }
  return (
    <div className="simple-sign-page">
      <Card title={<h1 className="simple-sign-title">{title}</h1>}>{body}</Card>
    </div>
  );
});

export default SimpleSignPage;
