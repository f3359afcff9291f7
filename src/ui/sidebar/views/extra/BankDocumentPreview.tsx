import { FileOutlined } from '@ant-design/icons';
import { Alert, Empty, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { fillTemplate } from '../../../../domain/fillTemplate';
import { formatDate, formatDateTime } from '../../../../domain/format/formatDate';
import type { BankDocumentWire } from '../../../../domain/wire/banksWire';
import type { ClaimStore } from '../../../../runtime/banks/ClaimStore';
import { requestNumberOf } from '../../../../runtime/sidebar/views/requestNumberOf';
import { sidebarViewTexts } from '../../../../runtime/sidebar/views/texts';
import { bankDocumentsFor } from '../../../../runtime/sidebar/views/viewStoresFor';
import { useStores } from '../../../app/StoresContext';
import { useBanksOf } from '../../../pages/request/banks/BanksPanel';
import { banksUiTexts } from '../../../pages/request/banks/texts';
import { SidePanel } from '../../SidePanel';
import { SideList } from '../SideList';
import type { SidebarViewProps } from '../../viewTypes';
import { FileView } from './FileView';
import { extraViewTexts } from './texts';
import { useViewStore } from './useViewStore';
import { ViewError, ViewLoading } from './ViewState';
import './extra.css';

const t = extraViewTexts.bankDocuments;

/** A document the bank posted, with the claim it came with. */
interface BankDocument {
  uuid: string;
  name: string;
  fileUuid: string;
  createdAt: string;
  claim: string;
}

/** The bank's documents of the sub-request (the guarantee first), then those of its claims. */
function documentsOf(store: ClaimStore, issued: readonly BankDocumentWire[]): BankDocument[] {
  const own: BankDocument[] = [...issued]
    .sort((a, b) => Number(b.kind === 'guarantee') - Number(a.kind === 'guarantee'))
    .map((document) => ({ uuid: document.uuid, name: document.name, fileUuid: document.file_uuid, createdAt: document.created_at, claim: banksUiTexts.card.documentKinds[document.kind] }));
  return own.concat((store.page?.claims ?? []).flatMap((claim) =>
    (store.documents[claim.uuid] ?? []).map((document) => ({
      uuid: document.uuid,
      name: document.name,
      fileUuid: document.file_uuid,
      createdAt: document.created_at,
      claim: fillTemplate(t.claim, { date: formatDate(claim.created_at) }),
    })),
  ));
}

const BankDocumentsBody = observer(function BankDocumentsBody({ store, retry, fileUuid, issued }: { store: ClaimStore; retry: () => void; fileUuid: string | undefined; issued: readonly BankDocumentWire[] }) {
  const documents = documentsOf(store, issued);
  const [chosen, choose] = useState<string | undefined>(fileUuid);
  if (store.loadError) return <ViewError message={store.loadError} onRetry={retry} />;
  if (!store.page) return <ViewLoading />;
  const shown = documents.find((document) => document.fileUuid === chosen) ?? documents[0];
  return (
    <div className="side-extra-stack">
      <Typography.Paragraph type="secondary">{`${store.bankName}. ${t.lead}`}</Typography.Paragraph>
      {documents.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.none} />
      ) : (
        <>
          <SideList
            size="small"
            className="side-extra-files"
            rows={documents.map((document) => ({
              key: document.uuid,
              attributes: {
                className: document === shown ? 'side-extra-file-row is-chosen' : 'side-extra-file-row',
                'data-file': document.fileUuid,
                onClick: () => choose(document.fileUuid),
              },
              icon: <FileOutlined />,
              title: <a>{document.name}</a>,
              description: `${document.claim} · ${formatDateTime(document.createdAt)}`,
            }))}
          />
          {shown ? <FileView key={shown.fileUuid} fileUuid={shown.fileUuid} /> : <Alert type="info" showIcon title={t.choose} />}
        </>
      )}
    </div>
  );
});

/**
 * BankDocumentPreview: the documents a bank sent for the request — the ones it issued on the sub-request
 * (the guarantee first) and the ones posted on claims — the list, and the chosen one (`fileUuid`, else
 * the first) previewed with its download.
 */
export const BankDocumentPreview = observer(function BankDocumentPreview({ params }: SidebarViewProps) {
  const root = useStores();
  const id = requestNumberOf(params);
  const bankUuid = params.bankUuid ?? '';
  const { store, retry } = useViewStore(() => (id === null || bankUuid === '' ? null : bankDocumentsFor(root, id, bankUuid)), (view) => view.load(), [root, id, bankUuid]);
  const banks = useBanksOf(id ?? 0);
  const issued = banks.subrequests.find((sub) => sub.bank_uuid === bankUuid)?.bank_documents ?? [];
  return (
    <SidePanel view="BankDocumentPreview">
      {store ? (
        <BankDocumentsBody store={store.store} retry={retry} fileUuid={params.fileUuid} issued={issued} />
      ) : (
        <ViewError message={id === null ? sidebarViewTexts.badRequestNumber : sidebarViewTexts.bankNotFound} />
      )}
    </SidePanel>
  );
});
