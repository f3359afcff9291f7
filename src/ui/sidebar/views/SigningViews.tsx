import { Alert, Empty, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import type { FileSignaturesWire } from '../../../domain/wire/signingWire';
import { dealSigningFor, dealSigningTargetOf, requestSigningFor, signInfoFor, type DealSigningTarget } from '../../../runtime/signing/signingFor';
import { useStores } from '../../app/StoresContext';
import { SignatureDescriptions } from '../../signing/SignatureDescriptions';
import { SigningBody } from '../../signing/SigningBody';
import { signingUiTexts as t } from '../../signing/texts';
import { SideCurtain, SidePanel } from '../SidePanel';
import type { SidebarViewProps } from '../viewTypes';

function useSigningStore(requestId: number, target: DealSigningTarget | null) {
  const root = useStores();
  const key = target ? JSON.stringify(target) : '';
  // The target is rebuilt from the parameters on every render: the key keeps one store per signing.
  const store = useMemo(() => (target ? dealSigningFor(root, requestId, target) : requestSigningFor(root, requestId)), [root, requestId, key]);
  useEffect(() => {
    void store.load();
    return root.push?.watch({ requestId, reload: () => void store.load() });
  }, [root, store, requestId]);
  return store;
}

function signingView(layer: 'sidebar' | 'curtain') {
  return observer(function Signing({ params, nav }: SidebarViewProps) {
    const requestId = Number(params.requestNumber);
    const target = dealSigningTargetOf(params);
    const store = useSigningStore(requestId, target);
    const deal = target ? t.deal[target.purpose] : null;
    const body = (
      <>
        {deal && <p className="signing-lead">{deal.lead}</p>}
        <SigningBody
          store={store}
          {...(deal ? { completedText: deal.completed } : {})}
          onDetails={(document) => nav.openCurtain('DocumentSignDetails', { requestNumber: params.requestNumber ?? '', fileUuid: document.uuid })}
        />
      </>
    );
    return layer === 'sidebar' ? <SidePanel view="Signing">{body}</SidePanel> : <SideCurtain view="Signing">{body}</SideCurtain>;
  });
}

/**
 * Signing (spec-1 side panels; payload requestNumber, and for a bank's deal purpose with offerUuid,
 * claimUuid, subrequestUuid/docScopes, or chatUuid and messageId): the documents to sign and the signing.
 */
export const Signing = signingView('sidebar');
export const SigningCurtain = signingView('curtain');

/** DocumentSignDetails: each signature of a document — its signer, certificate, time and validity. */
export const DocumentSignDetails = observer(function DocumentSignDetails({ params }: SidebarViewProps) {
  const root = useStores();
  const fileUuid = params.fileUuid ?? '';
  const [info, setInfo] = useState<{ state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; file: FileSignaturesWire | null }>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    signInfoFor(root, fileUuid)
      .then((file) => live && setInfo({ state: 'loaded', file }))
      .catch((error: unknown) => live && setInfo({ state: 'failed', message: error instanceof Error ? error.message : String(error) }));
    return () => {
      live = false;
    };
  }, [root, fileUuid]);
  let body;
  if (info.state === 'loading') body = <Spin className="signing-spin" />;
  else if (info.state === 'failed') body = <Alert type="error" showIcon message={info.message} />;
  else if (!info.file || info.file.signatures.length === 0) body = <Empty description={t.details.empty} />;
  else
    body = (
      <div className="signing-details">
        <h3 className="signing-heading">{info.file.file_name}</h3>
        {info.file.signatures.map((signature) => (
          <SignatureDescriptions key={signature.uuid} signature={signature} />
        ))}
      </div>
    );
  return <SideCurtain view="DocumentSignDetails">{body}</SideCurtain>;
});
