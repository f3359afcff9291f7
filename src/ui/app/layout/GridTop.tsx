import { Breadcrumb, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { RequestStatusBadge } from '../../pages/request/banks/RequestStatusBadge';
import { requestBadgeOf } from '../../../runtime/requestBadgeOf';
import { useStores } from '../StoresContext';

/** Above the page: breadcrumbs from the route table and the page heading. */
export const GridTop = observer(function GridTop() {
  const { route, routes } = useStores();
  if (!route.name) return null;
  const crumbs = routes.crumbs(route.name, route.params);
  const badge = requestBadgeOf(routes, route.name, route.params);
  const items = crumbs.map((crumb, index) => ({
    key: crumb.name,
    title: index < crumbs.length - 1 ? <Link to={crumb.path}>{crumb.title}</Link> : (route.title ?? crumb.title),
  }));
  return (
    <div className="grid-top">
      {crumbs.length > 1 && <Breadcrumb items={items} />}
      <Typography.Title level={1} className="page-title">
        {route.title ?? routes.config.productTitle}
        {badge !== null && <RequestStatusBadge requestId={badge} />}
      </Typography.Title>
    </div>
  );
});
