import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIsMobile } from '../useIsMobile';
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

/**
 * The toast stack in the bottom left corner, away from the panels and the cards' buttons on the right:
 * the newest few (config/toasts.json maxVisible), the rest behind «Ещё N», 'Скрыть все' above two toasts.
 */
export const ToastStack = observer(function ToastStack() {
  const { toasts } = useStores();
  const phone = useIsMobile();
  const [all, setAll] = useState(false);
  const shown = toasts.visible(phone, all);
  const hidden = toasts.toasts.length - shown.length;
  const collapsible = all && toasts.visible(phone).length < toasts.toasts.length;
  return (
    <section className="toast-stack" aria-label={layoutTexts.notifications} aria-live="polite">
      {(toasts.canHideAll || hidden > 0 || collapsible) && (
        <div className="toast-stack-tools">
          {hidden > 0 && (
            <Button size="small" onClick={() => setAll(true)}>
              {layoutTexts.moreToasts(hidden)}
            </Button>
          )}
          {collapsible && (
            <Button size="small" onClick={() => setAll(false)}>
              {layoutTexts.fewerToasts}
            </Button>
          )}
          {toasts.canHideAll && (
            <Button className="toast-hide-all" size="small" onClick={toasts.hideAll}>
              {layoutTexts.hideAll}
            </Button>
          )}
        </div>
      )}
      {shown.map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
    </section>
  );
});
