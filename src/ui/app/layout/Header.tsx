import { BugOutlined, DownOutlined, LogoutOutlined, SwapOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Layout, Space, type MenuProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useStores } from '../StoresContext';
import { useIsMobile } from '../useIsMobile';
import { ConnectionIndicator } from './ConnectionIndicator';
import { Logo } from './Logo';
import { layoutTexts } from './texts';

/**
 * The header. Light variant (sign-in, registration, legal pages): the mark and the way in.
 * Full variant: the user menu — profile, documents, employees (with agent_view_edit_users),
 * change of organisation when the user has several, and log out.
 */
export const Header = observer(function Header({ light }: { light: boolean }) {
  const root = useStores();
  const { session, routes, config } = root;
  const mobile = useIsMobile();
  const signedIn = session.hasToken;

  if (light || !signedIn) {
    return (
      <Layout.Header className="app-header app-header--light">
        <Logo to={signedIn ? root.homePath : '/'} compact={mobile} />
        {!signedIn && (
          <Space size="small">
            {root.route.name !== 'Login' && (
              <Link to={root.loginPath}>
                <Button type="text">{layoutTexts.login}</Button>
              </Link>
            )}
            {config.registrationEnabled && root.route.name !== 'Register' && (
              <Link to={routes.path('Register')}>
                <Button type={root.route.name === 'Login' ? 'default' : 'primary'}>{layoutTexts.register}</Button>
              </Link>
            )}
          </Space>
        )}
        {signedIn && (
          <Link to={routes.path('Logout')}>
            <Button type="text" icon={<LogoutOutlined />}>
              {layoutTexts.logout}
            </Button>
          </Link>
        )}
      </Layout.Header>
    );
  }

  // On a phone the left panel is hidden, so its links join the user menu. A page's item is a link, so the
  // browser goes there on the click itself, whatever the menu does with it.
  const routeItem = ({ name, menu }: { name: string; menu: { label: string } }) => ({
    key: `route:${name}`,
    label: <Link to={routes.path(name)}>{menu.label}</Link>,
  });
  const sidebarItems = mobile ? routes.menu('leftSidebar').map(routeItem) : [];
  const items: MenuProps['items'] = [...sidebarItems, ...routes
    .menu('header')
    .filter(({ menu }) => (!menu.permission || session.hasPermission(menu.permission) || (menu.orPlatformOperator === true && session.isOperator)) && (!menu.operator || session.isOperator))
    .map(routeItem)];
  if (session.hasSeveralOrganisations) {
    items.push({
      key: 'organisations',
      icon: <SwapOutlined />,
      label: layoutTexts.changeOrganisation,
      children: session.organisations.map((organisation) => ({
        key: `org:${organisation.uuid}`,
        label: organisation.is_current ? `${organisation.name} (${layoutTexts.currentOrganisation})` : organisation.name,
        disabled: organisation.is_current,
      })),
    });
  }
  if (config.switches.logger) items.push({ key: 'problem', icon: <BugOutlined />, label: layoutTexts.problem.menu });
  items.push({ type: 'divider' }, { key: 'logout', icon: <LogoutOutlined />, label: <Link to={routes.path('Logout')}>{layoutTexts.logout}</Link>, danger: true });

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'problem') root.log.openReport();
    else if (key.startsWith('org:')) void root.switchOrganisation(key.slice('org:'.length));
  };

  const user = session.user;
  const avatar = `${import.meta.env.BASE_URL}${config.switches.default_avatar}`;
  return (
    <Layout.Header className="app-header">
      <Logo to={root.homePath} compact={mobile} />
      <ConnectionIndicator />
      {/* The menu opens once the user and his organisations are read: its items follow his permissions,
          and items arriving under an open menu would move the one being pointed at. The organisations open
          on a click, not on hover: a phone has no hover, and a hover that opened them would let the click
          that follows close them again. */}
      <Dropdown menu={{ items, onClick, triggerSubMenuAction: 'click' }} trigger={['click']} placement="bottomRight" disabled={!session.isAuthorised}>
        <Button type="text" className="user-button" aria-label={layoutTexts.account} disabled={!session.isAuthorised} aria-busy={!session.isAuthorised}>
          <Avatar size={32} src={avatar} alt="" />
          {!mobile && (
            <span className="user-button-text">
              <span className="user-name">{user ? `${user.last_name} ${user.first_name}` : layoutTexts.account}</span>
              {user?.organization && <span className="user-organisation">{user.organization.name}</span>}
            </span>
          )}
          <DownOutlined className="user-button-caret" />
        </Button>
      </Dropdown>
    </Layout.Header>
  );
});
