import { ScanOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Typography, Upload } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { formatDate } from '../../../../domain/format/formatDate';
import type { PassportRecognitionStore } from '../../../../runtime/PassportRecognitionStore';
import { passportRecognitionFor } from '../../../../runtime/sidebar/views/viewStoresFor';
import { useStores } from '../../../app/StoresContext';
import { SidePanel } from '../../SidePanel';
import type { SidebarViewProps } from '../../viewTypes';
import { extraViewTexts } from './texts';
import './extra.css';

const t = extraViewTexts.passport;
const fieldNames = Object.keys(t.fields) as (keyof typeof t.fields)[];

const RecognitionBody = observer(function RecognitionBody({ store }: { store: PassportRecognitionStore }) {
  const result = store.result;
  return (
    <div className="side-extra-stack">
      <Typography.Paragraph type="secondary">{t.lead}</Typography.Paragraph>
      <Upload
        accept="image/*,application/pdf"
        showUploadList={false}
        disabled={store.pending}
        customRequest={({ file }) => {
          void store.recognise(file as Blob);
        }}
      >
        <Button icon={<ScanOutlined />} loading={store.pending}>
          {result ? t.again : t.choose}
        </Button>
      </Upload>
      {store.pending && <Alert type="info" showIcon title={t.pending} />}
      {store.error && <Alert type="warning" showIcon title={store.error} />}
      {!result && !store.pending && !store.error && <Typography.Text type="secondary">{t.none}</Typography.Text>}
      {result && (
        <>
          <img className="side-extra-image" src={result.scanUrl} alt={t.scanAlt} />
          <Descriptions size="small" column={1} bordered className="side-extra-details">
            {fieldNames.map((name) => (
              <Descriptions.Item key={name} label={t.fields[name]}>
                {name === 'birthdate' || name === 'passport_date' ? formatDate(result.fields[name]) : result.fields[name]}
              </Descriptions.Item>
            ))}
          </Descriptions>
        </>
      )}
    </div>
  );
});

/**
 * PassportRecognitionPreview: a passport scan read by the app's recognition (spec-2 §7.3) — the last
 * result with its image and fields, or a scan to choose; the store lives while the app runs, so the
 * panel reopened shows what was read.
 */
export function PassportRecognitionPreview(_props: SidebarViewProps) {
  const root = useStores();
  const store = useMemo(() => passportRecognitionFor(root, import.meta.env.BASE_URL), [root]);
  return (
    <SidePanel view="PassportRecognitionPreview">
      <RecognitionBody store={store} />
    </SidePanel>
  );
}
