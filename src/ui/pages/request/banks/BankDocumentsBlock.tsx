import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../../domain/format/formatDate';
import type { BankDocumentWire } from '../../../../domain/wire/banksWire';
import type { LoadedFile } from '../../../../runtime/sidebar/views/FilePreviewStore';
import { filePreviewFor } from '../../../../runtime/sidebar/views/viewStoresFor';
import { useStores } from '../../../app/StoresContext';
import { saveFile } from '../../../sidebar/views/extra/saveFile';
import { banksUiTexts } from './texts';

const c = banksUiTexts.card;

/** One document: its kind, name and date, and a download that loads the bytes when pressed. */
function DocumentRow({ document }: { document: BankDocumentWire }) {
  const root = useStores();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailed(null);
    const preview = filePreviewFor(root, document.file_uuid);
    if (await preview.load()) saveFile(preview.file as LoadedFile);
    else setFailed(preview.error);
    setBusy(false);
  };
  return (
    <li className="bank-document" data-file={document.file_uuid}>
      <FileTextOutlined />
      <span className="bank-document-name">
        <Typography.Text strong>{c.documentKinds[document.kind]}</Typography.Text>
        <Typography.Text type="secondary">{`${document.name} · ${formatDateTime(document.created_at)}`}</Typography.Text>
        {failed && <Typography.Text type="danger">{failed}</Typography.Text>}
      </span>
      <Button size="small" icon={<DownloadOutlined />} loading={busy} onClick={() => void download()} aria-label={`${c.download}: ${document.name}`}>
        {c.download}
      </Button>
    </li>
  );
}

/** The documents the bank issued on the sub-request — the guarantee first among them — each downloadable. */
export function BankDocumentsBlock({ documents }: { documents: readonly BankDocumentWire[] }) {
  // The guarantee is what the deal was for: it leads the list, the rest follow as the bank sent them.
  const ordered = [...documents].sort((a, b) => Number(b.kind === 'guarantee') - Number(a.kind === 'guarantee'));
  return (
    <div className="bank-documents">
      <Typography.Text strong>{c.bankDocuments}</Typography.Text>
      <ul>
        {ordered.map((document) => (
          <DocumentRow key={document.uuid} document={document} />
        ))}
      </ul>
    </div>
  );
}
