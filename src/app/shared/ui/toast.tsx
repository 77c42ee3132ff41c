import { useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, subscribeToasts } from './toast-store';
import { useT } from '#app/shared/i18n/use-t';
import { uiMessages } from './ui-messages';

export { showToast, type ToastTone } from './toast-store';

/** The live regions exist before any toast, so screen readers announce every one. */
export function ToastRegion() {
  const t = useT(uiMessages);
  const list = useSyncExternalStore(subscribeToasts, currentToasts);
  const render = (tone: 'polite' | 'assertive') =>
    list
      .filter((toast) => (toast.tone === 'error') === (tone === 'assertive'))
      .map((toast) => (
        <div key={toast.id} className="toast" data-tone={toast.tone}>
          <span>{toast.message}</span>
          {toast.confirm && (
            <button type="button" className="toast-close" onClick={() => dismissToast(toast.id)}>
              {t('ui.toast.close')}
            </button>
          )}
        </div>
      ));
  return (
    <div className="toast-region">
      <div role="status" aria-live="polite">{render('polite')}</div>
      <div role="alert" aria-live="assertive">{render('assertive')}</div>
    </div>
  );
}
