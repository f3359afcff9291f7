import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { fillTemplate } from '../../../../domain/fillTemplate';
import { formatFileSize } from '../../../../domain/format/formatFileSize';
import type { FilePreviewStore, LoadedFile } from '../../../../runtime/sidebar/views/FilePreviewStore';
import { filePreviewFor } from '../../../../runtime/sidebar/views/viewStoresFor';
import { useStores } from '../../../app/StoresContext';
import { PdfFirstPage } from './PdfFirstPage';
import { saveFile } from './saveFile';
import { extraViewTexts } from './texts';
import { useViewStore } from './useViewStore';
import { ViewError, ViewLoading } from './ViewState';

const t = extraViewTexts.preview;

/** An image shown from its bytes; the address lives as long as the image is on screen. */
function ImageOf({ file }: { file: LoadedFile }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const address = URL.createObjectURL(new Blob([file.bytes.slice()], { type: file.mime }));
    setUrl(address);
    return () => URL.revokeObjectURL(address);
  }, [file]);
  return url ? <img className="side-extra-image" src={url} alt={fillTemplate(t.imageAlt, { name: file.name })} /> : null;
}

/** A loaded file: its name, size and download, then the first page of a PDF, an image, or why it cannot be shown. */
export const LoadedFileView = observer(function LoadedFileView({ store, onRetry }: { store: FilePreviewStore; onRetry: () => void }) {
  if (store.state === 'loading') return <ViewLoading />;
  if (store.state === 'error' || !store.file) return <ViewError message={store.error ?? t.downloadFailed} onRetry={onRetry} />;
  const file = store.file;
  return (
    <div className="side-extra-file" data-file={file.uuid}>
      <div className="side-extra-file-head">
        <Typography.Text strong className="side-extra-file-name">
          {file.name}
        </Typography.Text>
        <Typography.Text type="secondary">{formatFileSize(file.size)}</Typography.Text>
        <Button size="small" icon={<DownloadOutlined />} onClick={() => saveFile(file)}>
          {extraViewTexts.common.download}
        </Button>
      </div>
      {store.kind === 'pdf' && <PdfFirstPage bytes={file.bytes} name={file.name} />}
      {store.kind === 'image' && <ImageOf file={file} />}
      {store.kind === 'other' && <Alert type="info" showIcon title={t.noPreview} />}
    </div>
  );
});

/** A stored file by its uuid, loaded and previewed. */
export function FileView({ fileUuid }: { fileUuid: string }) {
  const root = useStores();
  const { store, retry } = useViewStore(() => filePreviewFor(root, fileUuid), (preview) => preview.load(), [root, fileUuid]);
  return store ? <LoadedFileView store={store} onRetry={retry} /> : null;
}

/** A download button for a stored file that loads its bytes only when pressed. */
export function DownloadButton({ fileUuid, label }: { fileUuid: string; label: string }) {
  const root = useStores();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span className="side-extra-download">
      <Button
        size="small"
        icon={<DownloadOutlined />}
        loading={busy}
        aria-label={label}
        onClick={async () => {
          setBusy(true);
          setFailed(null);
          const preview = filePreviewFor(root, fileUuid);
          if (await preview.load()) saveFile(preview.file as LoadedFile);
          else setFailed(preview.error ?? t.downloadFailed);
          setBusy(false);
        }}
      />
      {failed && <Typography.Text type="danger">{failed}</Typography.Text>}
    </span>
  );
}
