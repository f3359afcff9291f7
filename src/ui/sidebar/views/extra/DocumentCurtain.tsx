import { EyeOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Table, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import type { HTMLAttributes } from 'react';
import { fillTemplate } from '../../../../domain/fillTemplate';
import { formatDateTime } from '../../../../domain/format/formatDate';
import { formatFileSize } from '../../../../domain/format/formatFileSize';
import type { RequestDocument, RequestDocumentsStore } from '../../../../runtime/sidebar/views/RequestDocumentsStore';
import { sidebarViewTexts } from '../../../../runtime/sidebar/views/texts';
import { SideCurtain } from '../../SidePanel';
import type { SidebarNavigator, SidebarViewProps } from '../../viewTypes';
import { useRequestDocuments } from './DocumentPreview';
import { DownloadButton } from './FileView';
import { extraViewTexts } from './texts';
import { ViewError, ViewLoading } from './ViewState';
import './extra.css';

const t = extraViewTexts.documents;

type StoredFile = RequestDocument['files'][number];

const VersionsBody = observer(function VersionsBody({ store, retry, params, nav }: { store: RequestDocumentsStore; retry: () => void; params: SidebarViewProps['params']; nav: SidebarNavigator }) {
  if (store.state === 'loading') return <ViewLoading />;
  if (store.state === 'error') return <ViewError message={store.error ?? sidebarViewTexts.documentsLoadFailed} onRetry={retry} />;
  const document = params.docType ? store.documentOf(params.docType) : undefined;
  if (!document) return <Alert type="warning" showIcon title={t.notFound} />;
  const count = document.files.length;
  return (
    <div className="side-extra-stack">
      <Alert type="info" title={document.docName} />
      {count === 0 ? (
        <Alert type="info" showIcon title={t.empty} />
      ) : (
        <Table<StoredFile>
          size="small"
          pagination={false}
          rowKey="uuid"
          dataSource={document.files}
          onRow={(file) => ({ 'data-file': file.uuid }) as HTMLAttributes<HTMLElement>}
          columns={[
            {
              title: t.versionColumn,
              key: 'version',
              render: (_value, _file, index) => (
                <Space size={4}>
                  {fillTemplate(t.version, { v: count - index })}
                  {index === 0 && <Tag color="green">{t.current}</Tag>}
                </Space>
              ),
            },
            { title: t.fileName, dataIndex: 'name', key: 'name', ellipsis: true },
            { title: t.uploaded, key: 'created', render: (_value, file) => formatDateTime(file.created_at) },
            { title: t.size, key: 'size', render: (_value, file) => formatFileSize(file.size) },
            {
              key: 'actions',
              render: (_value, file) => (
                <Space size={4}>
                  <Button
                    size="small"
                    icon={<EyeOutlined />}
                    aria-label={`${extraViewTexts.common.open} ${file.name}`}
                    onClick={() => nav.openCurtain('DocumentPreview', { requestNumber: params.requestNumber ?? '', fileUuid: file.uuid })}
                  />
                  <DownloadButton fileUuid={file.uuid} label={`${extraViewTexts.common.download} ${file.name}`} />
                </Space>
              ),
            },
          ]}
        />
      )}
    </div>
  );
});

/**
 * Document (curtain): one document type of the request (`docType`) with every file uploaded for it,
 * the newest first as the version in force, each with its preview and download.
 */
export function DocumentCurtain({ params, nav }: SidebarViewProps) {
  const { store, retry } = useRequestDocuments(params);
  return (
    <SideCurtain view="Document">
      {store ? <VersionsBody store={store} retry={retry} params={params} nav={nav} /> : <ViewError message={sidebarViewTexts.badRequestNumber} />}
    </SideCurtain>
  );
}
