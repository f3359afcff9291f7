import { Button, Result, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useStores } from '../app/StoresContext';
import { pageTexts } from './texts';

const t = pageTexts.notFound;

/** Any address the route table does not know, or a known one with a parameter it does not allow. */
const NotFoundPage = observer(function NotFoundPage() {
  const root = useStores();
  return (
    <Result
      status="404"
      title={<h1 className="result-heading">{t.title}</h1>}
      subTitle={t.text}
      extra={
        <Space>
          <Link to="/">
            <Button>{t.home}</Button>
          </Link>
          {root.session.hasToken && (
            <Link to={root.homePath}>
              <Button type="primary">{t.requests}</Button>
            </Link>
          )}
        </Space>
      }
    />
  );
});

export default NotFoundPage;
