import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import type { ArchiveTarget } from '../../runtime/documents/ArchiveDownloadStore';
import { archiveDownloadsFor } from '../../runtime/documents/archiveDownloadsFor';
import { useStores } from '../app/StoresContext';
import { saveBytes } from './saveBytes';
import { archiveUiTexts as t } from './texts';

function useArchives() {
  const root = useStores();
  return useMemo(() => archiveDownloadsFor(root), [root]);
}

/** One archive download: a small button that fetches the zip and saves it, with the refusal under it. */
export const ZipDownloadButton = observer(function ZipDownloadButton({ target, label }: { target: ArchiveTarget; label: string }) {
  const archives = useArchives();
  const failure = archives.failureOf(target);
  return (
    <Space size={4} wrap>
      <Button
        size="small"
        icon={<DownloadOutlined />}
        loading={archives.isBusy(target)}
        data-archive={target.kind}
        onClick={async () => {
          const archive = await archives.fetch(target);
          if (archive) saveBytes(archive.bytes, archive.name, 'application/zip');
        }}
      >
        {label}
      </Button>
      {failure && <Typography.Text type="danger">{failure}</Typography.Text>}
    </Space>
  );
});

/** The request's archives in one menu: the dossier and the customer's documents (the request panel). */
export const RequestZipMenu = observer(function RequestZipMenu({ requestId }: { requestId: number }) {
  const archives = useArchives();
  const targets: Record<string, ArchiveTarget> = { dossier: { kind: 'dossier', requestId }, customerDocuments: { kind: 'customerDocuments', requestId } };
  const busy = Object.values(targets).some((target) => archives.isBusy(target));
  const failure = Object.values(targets)
    .map((target) => archives.failureOf(target))
    .find(Boolean);
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'dossier', label: t.dossier, title: t.dossierHint },
            { key: 'customerDocuments', label: t.customerDocuments },
          ],
          onClick: async ({ key }) => {
            const archive = await archives.fetch(targets[key]!);
            if (archive) saveBytes(archive.bytes, archive.name, 'application/zip');
          },
        }}
      >
        <Button size="small" icon={<DownloadOutlined />} loading={busy} data-archives="request">
          {t.download}
        </Button>
      </Dropdown>
      {failure && <Typography.Text type="danger">{failure}</Typography.Text>}
    </>
  );
});
