import { Button, Result, Space } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pageTexts } from './texts';

const t = pageTexts.error;

/**
 * /error?title=&message=&refresh= — the error page (spec-1 §2). `refresh` with a path inside the
 * site offers to go back there; any other value offers to reload the page.
 */
export default function ErrorPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const title = search.get('title') || t.title;
  const message = search.get('message') || t.text;
  const refresh = search.get('refresh');
  const retryPath = refresh && refresh.startsWith('/') && !refresh.startsWith('//') ? refresh : null;
  return (
    <Result
      status="error"
      title={<h1 className="result-heading">{title}</h1>}
      subTitle={message}
      extra={
        <Space>
          {refresh !== null && (
            <Button type="primary" onClick={() => (retryPath ? navigate(retryPath) : window.location.reload())}>
              {retryPath ? t.retry : t.refresh}
            </Button>
          )}
          <Link to="/">
            <Button>{t.home}</Button>
          </Link>
        </Space>
      }
    />
  );
}
