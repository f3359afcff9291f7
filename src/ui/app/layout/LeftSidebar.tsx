import { FileTextOutlined } from '@ant-design/icons';
import { Menu } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import { useStores } from '../StoresContext';
import { layoutTexts } from './texts';

/** The left panel: the link to the request list (and whatever else the table puts there). */
export const LeftSidebar = observer(function LeftSidebar() {
  const { routes, route } = useStores();
  const navigate = useNavigate();
  const items = routes.menu('leftSidebar').map(({ name, menu }) => ({
    key: name,
    icon: <FileTextOutlined />,
    label: menu.label,
  }));
  const selected = route.name && items.some((item) => item.key === route.name) ? [route.name] : [];
  return (
    <nav className="left-sidebar" aria-label={layoutTexts.sidebarTitle}>
      <Menu
        mode="inline"
        selectedKeys={selected}
        items={items}
        onClick={({ key }) => navigate(routes.path(key))}
        className="left-sidebar-menu"
      />
    </nav>
  );
});
