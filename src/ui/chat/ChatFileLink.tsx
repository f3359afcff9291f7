import { PaperClipOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useState } from 'react';
import { formatFileSize } from '../../domain/format/formatFileSize';
import type { ChatFileWire } from '../../domain/wire/chatWire';
import { chatFileFor } from '../../runtime/chat/chatFor';
import { useStores } from '../app/StoresContext';
import { saveFile } from '../sidebar/views/extra/saveFile';
import { chatUiTexts as t } from './texts';

/** A message's file: its name as a download link (the bytes come with the session's token) and its size. */
export function ChatFileLink({ file }: { file: ChatFileWire }) {
  const root = useStores();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveFile(await chatFileFor(root, file));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="chat-file" data-file={file.uuid}>
      <PaperClipOutlined />
      <Typography.Link
        href={`#file-${file.uuid}`}
        aria-label={t.download.replace('{name}', file.name)}
        aria-busy={busy}
        onClick={(event) => {
          event.preventDefault();
          if (!busy) void download();
        }}
      >
        {file.name}
      </Typography.Link>
      <Typography.Text type="secondary" className="chat-file-size">
        {formatFileSize(file.size)}
      </Typography.Text>
      {failed && <Typography.Text type="danger">{t.downloadFailed}</Typography.Text>}
    </li>
  );
}
