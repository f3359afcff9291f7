import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography, Upload } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { financeImportFor } from '../../../runtime/requestForm/requestFormFor';
import type { RequestFormStore } from '../../../runtime/requestForm/RequestFormStore';
import { useStores } from '../../app/StoresContext';
import { requestTexts } from './texts';

/** «Загрузить отчётность ФНС» above the finance grid: the parsed file fills the periods and lines. */
export const FinanceImport = observer(function FinanceImport({ form }: { form: RequestFormStore }) {
  const root = useStores();
  const store = useMemo(() => financeImportFor(root, form), [root, form]);
  return (
    <Space direction="vertical" style={{ width: '100%', marginBottom: 16 }}>
      <Upload
        showUploadList={false}
        disabled={form.readonly}
        accept=".xml,.pdf,.xlsx"
        customRequest={({ file }) => {
          const blob = file as File;
          void store.import(blob, blob.name);
        }}
      >
        <Button icon={<UploadOutlined />} loading={store.pending}>
          {requestTexts.finance.upload}
        </Button>
      </Upload>
      <Typography.Text type="secondary">{requestTexts.finance.hint}</Typography.Text>
      {store.error && <Alert type="error" showIcon message={store.error} />}
      {store.hint && <Alert type="warning" showIcon message={store.hint} />}
    </Space>
  );
});
