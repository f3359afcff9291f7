import { Alert, Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import { useStores } from '../StoresContext';
import { layoutTexts } from './texts';

/** The plates at the top of the page (spec-2 §4.4): the server's plates first, then the app's own. */
export const BannerStack = observer(function BannerStack() {
  const { banners, routes } = useStores();
  const navigate = useNavigate();
  if (banners.banners.length === 0) return null;
  return (
    <div className="banner-stack">
      {banners.banners.map((banner) => (
        <Alert
          key={banner.id}
          type={banner.type}
          showIcon
          // A server plate's HTML was sanitised by the server when it was published (docs/operator-desk.md).
          title={banner.contentIsHtml ? <span className="banner-html" dangerouslySetInnerHTML={{ __html: banner.content }} /> : banner.content}
          closable={banner.closable ? { onClose: () => void banners.close(banner.id), 'aria-label': layoutTexts.closeBanner } : false}
          action={banner.buttons.map((button) => (
            <Button key={button.label} size="small" type="primary" onClick={() => navigate(routes.path(button.route))}>
              {button.label}
            </Button>
          ))}
        />
      ))}
    </div>
  );
});
