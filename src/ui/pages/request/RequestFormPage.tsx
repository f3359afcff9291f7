import { Alert, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { requestFormFor } from '../../../runtime/requestForm/requestFormFor';
import { useStores } from '../../app/StoresContext';
import { requestTexts } from './texts';

/**
 * The request form root (/{role}/request/{id}): reads the request again and opens the first unchecked
 * visible step, or the preview when everything is done or the request was sent (spec-1 §2).
 */
const RequestFormPage = observer(function RequestFormPage() {
  const root = useStores();
  const { id = '' } = useParams();
  const form = useMemo(() => requestFormFor(root, Number(id)), [root, id]);

  useEffect(() => {
    void form.load().then((loaded) => loaded && form.openLanding());
  }, [form]);

  if (form.loadError) return <Alert type="error" showIcon message={form.loadError} />;
  return <Spin size="large" className="page-spinner" tip={requestTexts.form.loading} />;
});

export default RequestFormPage;
