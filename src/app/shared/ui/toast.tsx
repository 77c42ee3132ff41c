import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { currentToasts, dismissToast, subscribeToasts } from './toast-store';

export { showToast, type ToastTone } from './toast-store';

/** The live regions exist before any toast, so screen readers announce every one. */
export function ToastRegion() {
  const intl = useIntl();
  const list = useSyncExternalStore(subscribeToasts, currentToasts);
  const render = (tone: 'polite' | 'assertive') =>
    list
      .filter((t) => (t.tone === 'error') === (tone === 'assertive'))
      .map((t) => (
        <div key={t.id} className="toast" data-tone={t.tone}>
          <span>{t.message}</span>
          {t.confirm && (
            <button type="button" className="toast-close" onClick={() => dismissToast(t.id)}>
              {intl.formatMessage({ id: 'ui.toast.close' })}
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
