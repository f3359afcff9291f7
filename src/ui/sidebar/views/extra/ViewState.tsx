import { Alert, Button, Spin } from 'antd';
import { extraViewTexts } from './texts';

const t = extraViewTexts.common;

/** A panel's wait while its data loads. */
export function ViewLoading() {
  return (
    <div className="side-extra-loading" role="status" aria-live="polite">
      <Spin size="small" /> <span>{t.loading}</span>
    </div>
  );
}

/** A panel's failure, in Russian, with a retry when one can help. */
export function ViewError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      action={
        onRetry ? (
          <Button size="small" onClick={onRetry}>
            {t.retry}
          </Button>
        ) : undefined
      }
    />
  );
}
