import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useStores } from '../StoresContext';
import { layoutTexts } from './texts';

/** The cookie notice; hidden on the login and registration screens and once accepted. */
export const CookieNotice = observer(function CookieNotice() {
  const { cookieNotice } = useStores();
  if (!cookieNotice.visible) return null;
  return (
    <div className="cookie-notice" role="region" aria-label={layoutTexts.cookieRegion}>
      <p>
        {layoutTexts.cookieText} <Link to="/legal/privacy">{layoutTexts.cookiePolicy}</Link>.
      </p>
      <Button type="primary" onClick={cookieNotice.accept}>
        {layoutTexts.cookieAccept}
      </Button>
    </div>
  );
});
