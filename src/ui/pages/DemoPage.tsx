import { Result, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useStores } from '../app/StoresContext';
import { demoTexts } from './demo/texts';

// rjsf and the schemas load only when the workbench is shown, never in the main bundle.
const DemoWorkbench = lazy(() => import('./demo/DemoWorkbench'));

/**
 * The analysts' demo (/{role}/demo): in dev and demo modes the form workbench; in prod a plain
 * "not available in this mode". The mode is the server's, so the page waits for the app switches.
 */
const DemoPage = observer(function DemoPage() {
  const { config } = useStores();
  if (!config.loaded) return <Spin size="large" className="page-spinner" />;
  if (config.isProduction) {
    return <Result status="info" title={demoTexts.unavailableTitle} subTitle={demoTexts.unavailableText} />;
  }
  return (
    <Suspense fallback={<Spin size="large" className="page-spinner" />}>
      <DemoWorkbench />
    </Suspense>
  );
});

export default DemoPage;
