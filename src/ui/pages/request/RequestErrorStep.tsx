import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useStores } from '../../app/StoresContext';
import { requestTexts } from './texts';

/** The request-error step: the request is not there for this user (spec-2 §8). */
export function RequestErrorStep() {
  const { routes } = useStores();
  return (
    <Result
      status="404"
      title={requestTexts.error.title}
      subTitle={requestTexts.error.text}
      extra={
        <Link to={routes.path('Requests')}>
          <Button type="primary">{requestTexts.error.toList}</Button>
        </Link>
      }
    />
  );
}
