import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import type { Toast } from '../../../domain/toast';
import { useStores } from '../StoresContext';
import { layoutTexts } from './texts';

const ToastCard = observer(function ToastCard({ toast }: { toast: Toast }) {
  const { toasts } = useStores();
  const look = toasts.look(toast.type);
  return (
    <div
      className={`toast toast--${toast.mode}`}
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-type={toast.type}
      style={{ background: look.background, borderLeftColor: look.accent }}
    >
      <div className="toast-head">
        <strong className="toast-title">{toast.title}</strong>
        <button type="button" className="toast-close" aria-label={layoutTexts.closeToast} onClick={() => toasts.close(toast.id)}>
          <CloseOutlined />
        </button>
      </div>
      {toast.text && <div className="toast-text">{toast.text}</div>}
      {toast.buttons.length > 0 && (
        <div className="toast-buttons">
          {toast.buttons.map((button) => (
            <Button key={`${button.action}:${button.label}`} size="small" onClick={() => void toasts.press(toast.id, button)}>
              {button.action === 'copyLink' && toasts.isCopied(toast.id) ? layoutTexts.copied : button.label}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
});

/** The toast stack in the top right corner, with 'Скрыть все' above two toasts. */
export const ToastStack = observer(function ToastStack() {
  const { toasts } = useStores();
  return (
    <section className="toast-stack" aria-label={layoutTexts.notifications} aria-live="polite">
      {toasts.canHideAll && (
        <Button className="toast-hide-all" size="small" onClick={toasts.hideAll}>
          {layoutTexts.hideAll}
        </Button>
      )}
      {toasts.toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
    </section>
  );
});
