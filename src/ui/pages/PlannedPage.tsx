import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Card, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useRouteName } from '../app/RouteNameContext';
import { useStores } from '../app/StoresContext';
import { pageTexts } from './texts';

const t = pageTexts.planned;

/**
 * The frame of a section whose work is not available yet: the heading and breadcrumbs come from
 * the layout, and the route table's summary says what the section will hold.
 */
const PlannedPage = observer(function PlannedPage() {
  const { route, routes, session } = useStores();
  const name = useRouteName();
  const summary = name ? routes.entry(name).summary : undefined;
  return (
    <Card className="panel planned">
      {route.layout === 'light' && (
        <Typography.Title level={1} className="page-title" style={{ marginBottom: 16 }}>
          {route.title}
        </Typography.Title>
      )}
      <Tag icon={<ClockCircleOutlined />} color="blue">
        {t.badge}
      </Tag>
      {summary && <Typography.Paragraph style={{ marginTop: 16, fontSize: 16, maxWidth: 720 }}>{summary}</Typography.Paragraph>}
      {session.hasToken && !session.isExternal && (
        <Link to={routes.path('Requests')}>
          <Button>{t.back}</Button>
        </Link>
      )}
    </Card>
  );
});

export default PlannedPage;
