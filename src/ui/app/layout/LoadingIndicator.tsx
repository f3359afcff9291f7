import { Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useStores } from '../StoresContext';
import { layoutTexts } from './texts';

/** Shown until the initial data has loaded, and for one more second (spec-2 §4.3). */
export const LoadingIndicator = observer(function LoadingIndicator() {
  const { loading } = useStores();
  if (!loading.visible) return null;
  return (
    <div className={loading.initialLoaded ? 'app-loader app-loader--done' : 'app-loader'} role="progressbar" aria-label={layoutTexts.loading}>
      <div className="app-loader-bar" />
      {!loading.initialLoaded && (
        <div className="app-loader-centre">
          <Spin size="large" />
          <span>{layoutTexts.loading}</span>
        </div>
      )}
    </div>
  );
});
