import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Progress, Select, Space, Tag, Typography, Upload } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { formatFileSize } from '../../../domain/format/formatFileSize';
import { documentsFor } from '../../../runtime/requestForm/requestFormFor';
import type { RequestFormStore } from '../../../runtime/requestForm/RequestFormStore';
import { useStores } from '../../app/StoresContext';
import { fill, requestTexts } from './texts';

const t = requestTexts.documents;

interface Entry {
  docType: string;
  docName: string;
  requiredForbanks: string[];
  files: { uuid: string; name: string; size?: number }[];
}

/**
 * The documents step: every document type the selected banks require, its files with upload progress,
 * removal, and the 'Загрузите' hint where a required one is missing.
 */
export const DocumentsStep = observer(function DocumentsStep({ form }: { form: RequestFormStore }) {
  const root = useStores();
  const documents = useMemo(() => documentsFor(root, form), [root, form]);
  const entries = (form.dataOf('documents').documents ?? []) as Entry[];
  const missing = new Set(form.shownErrors.map((error) => error.path));
  const anyRequired = entries.some((entry) => entry.requiredForbanks.length > 0);
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      {!anyRequired && <Alert type="info" showIcon message={t.optional} />}
      {entries.map((entry, index) => (
        <Card key={entry.docType} size="small" title={entry.docName} data-doc-type={entry.docType}>
          <div className="request-upload-row">
            {entry.requiredForbanks.length > 0 && <Typography.Text type="secondary">{fill(t.required, { banks: entry.requiredForbanks.join(', ') })}</Typography.Text>}
            {entry.files.length === 0 && <Typography.Text type={missing.has(`/documents/${index}/files`) ? 'danger' : 'secondary'}>{t.empty}</Typography.Text>}
            {entry.files.map((file) => (
              <div key={file.uuid} className="request-file">
                <PaperClipOutlined />
                <span>{file.name}</span>
                {typeof file.size === 'number' && <Tag>{formatFileSize(file.size)}</Tag>}
                <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`${t.remove} ${file.name}`} disabled={form.readonly} onClick={() => void documents.remove(entry.docType, file.uuid)} />
              </div>
            ))}
            {documents.uploadsOf(entry.docType).map((upload) => (
              <div key={upload.key}>
                <span>{fill(t.uploading, { name: upload.name })}</span>
                {upload.error ? (
                  <Alert type="error" showIcon message={upload.error} closable onClose={() => documents.dismiss(upload.key)} />
                ) : (
                  <Progress percent={Math.round(upload.share * 100)} size="small" />
                )}
              </div>
            ))}
            <Upload
              multiple
              showUploadList={false}
              disabled={form.readonly}
              customRequest={({ file }) => {
                const blob = file as File;
                void documents.upload(entry.docType, blob, blob.name);
              }}
            >
              <Button icon={<UploadOutlined />}>{t.upload}</Button>
            </Upload>
            <Select
              aria-label={`${t.reuse}: ${entry.docName}`}
              placeholder={t.reuse}
              value={null}
              style={{ maxWidth: 420 }}
              disabled={form.readonly}
              notFoundContent={t.nothingToReuse}
              onFocus={() => void documents.loadReusable(entry.docType)}
              onChange={(uuid: string) => void documents.reuse(entry.docType, uuid)}
              options={(documents.reusable[entry.docType] ?? [])
                .filter((file) => !entry.files.some((attached) => attached.uuid === file.uuid))
                .map((file) => ({ value: file.uuid, label: `${file.name} · ${formatFileSize(file.size)}` }))}
            />
          </div>
        </Card>
      ))}
      {entries.length === 0 && <Empty />}
    </Space>
  );
});
