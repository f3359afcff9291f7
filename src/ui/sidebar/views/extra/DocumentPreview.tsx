import { FileOutlined, HistoryOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { fillTemplate } from '../../../../domain/fillTemplate';
import { formatFileSize } from '../../../../domain/format/formatFileSize';
import type { RequestDocumentsStore } from '../../../../runtime/sidebar/views/RequestDocumentsStore';
import { requestNumberOf } from '../../../../runtime/sidebar/views/requestNumberOf';
import { sidebarViewTexts } from '../../../../runtime/sidebar/views/texts';
import { requestDocumentsFor } from '../../../../runtime/sidebar/views/viewStoresFor';
import { useStores } from '../../../app/StoresContext';
import { SidePanel } from '../../SidePanel';
import type { SidebarNavigator, SidebarViewProps } from '../../viewTypes';
import { FileView } from './FileView';
import { extraViewTexts } from './texts';
import { useViewStore } from './useViewStore';
import { ViewError, ViewLoading } from './ViewState';
import './extra.css';

const t = extraViewTexts.documents;

/** Loads the documents of the view's request. */
export function useRequestDocuments(params: SidebarViewProps['params']) {
  const root = useStores();
  const id = requestNumberOf(params);
  return useViewStore(() => (id === null ? null : requestDocumentsFor(root, id)), (store) => store.load(), [root, id]);
}

const DocumentsBody = observer(function DocumentsBody({ store, retry, params, nav }: { store: RequestDocumentsStore; retry: () => void; params: SidebarViewProps['params']; nav: SidebarNavigator }) {
  const initial = params.fileUuid ?? (params.docType ? store.documentOf(params.docType)?.files[0]?.uuid : undefined);
  const [chosen, choose] = useState<string | undefined>(initial);
  if (store.state === 'loading') return <ViewLoading />;
  if (store.state === 'error') return <ViewError message={store.error ?? sidebarViewTexts.documentsLoadFailed} onRetry={retry} />;
  const documents = store.documents;
  if (store.fileCount === 0 && documents.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.none} />;
  const shown = (chosen ? store.fileOf(chosen) : undefined) ?? store.fileOf(initial ?? '') ?? documents.find((document) => document.files.length > 0)?.files[0];
  const requestNumber = params.requestNumber ?? '';
  return (
    <div className="side-extra-stack">
      {store.fileCount === 0 && <Alert type="info" showIcon title={t.none} />}
      {documents.map((document) => (
        <Card
          key={document.docType}
          size="small"
          title={document.docName}
          data-doc-type={document.docType}
          extra={
            document.files.length > 0 && (
              <Button size="small" type="link" icon={<HistoryOutlined />} onClick={() => nav.openCurtain('Document', { requestNumber, docType: document.docType })}>
                {t.versions}
              </Button>
            )
          }
        >
          {document.files.length === 0 ? (
            <Typography.Text type="secondary">{t.empty}</Typography.Text>
          ) : (
            // The newest file of a type is the one in force; earlier ones are in the versions curtain.
            <Space size={6} wrap>
              <Button
                size="small"
                type={shown?.uuid === document.files[0]?.uuid ? 'primary' : 'default'}
                icon={<FileOutlined />}
                className="side-extra-file-button"
                data-file={document.files[0]?.uuid}
                onClick={() => choose(document.files[0]?.uuid)}
              >
                {document.files[0]?.name}
              </Button>
              <Tag>{formatFileSize(document.files[0]?.size ?? 0)}</Tag>
              {document.files.length > 1 && <Tag color="blue">{fillTemplate(t.versionsCount, { count: document.files.length })}</Tag>}
            </Space>
          )}
        </Card>
      ))}
      {shown ? (
        <Card size="small" className="side-extra-preview-card">
          <FileView key={shown.uuid} fileUuid={shown.uuid} />
          <Button size="small" type="link" onClick={() => nav.openCurtain('DocumentPreview', { requestNumber, fileUuid: shown.uuid })}>
            {extraViewTexts.preview.larger}
          </Button>
        </Card>
      ) : (
        store.fileCount > 0 && <Alert type="info" showIcon title={t.choose} />
      )}
    </div>
  );
});

/**
 * DocumentPreview (sidebar): the request's documents by type with their files in force, the chosen
 * one (`fileUuid`, or the newest of `docType`, or the first) previewed: a PDF's first page or an image.
 */
export function DocumentPreview({ params, nav }: SidebarViewProps) {
  const { store, retry } = useRequestDocuments(params);
  return (
    <SidePanel view="DocumentPreview">
      {store ? <DocumentsBody store={store} retry={retry} params={params} nav={nav} /> : <ViewError message={sidebarViewTexts.badRequestNumber} />}
    </SidePanel>
  );
}
