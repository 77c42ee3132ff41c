import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '#app/shared/ui/button';
import { isFormInProgress, subscribeFormActivity } from './form-activity';
import { registerServiceWorker, type ServiceWorkerUpdate } from './register-sw';

type Phase = 'hidden' | 'offered' | 'deferred' | 'ready';

/**
 * Non-blocking prompt when a new service worker waits. Update while a form is being filled only
 * promises to update after submission; then it offers again. The page is never reloaded unasked.
 */
export function UpdatePrompt() {
  const intl = useIntl();
  const [update, setUpdate] = useState<ServiceWorkerUpdate | null>(null);
  const [phase, setPhase] = useState<Phase>('hidden');

  useEffect(() => {
    registerServiceWorker((next) => {
      setUpdate(next);
      setPhase('offered');
    });
  }, []);

  useEffect(
    () => subscribeFormActivity((inProgress) => {
      if (!inProgress) setPhase((p) => (p === 'deferred' ? 'ready' : p));
    }),
    [],
  );

  if (!update || phase === 'hidden') return null;
  const apply = () => {
    if (isFormInProgress()) setPhase('deferred');
    else update.apply();
  };
  const text = { offered: 'pwa.available', deferred: 'pwa.afterSubmit', ready: 'pwa.readyNow' }[phase];
  return (
    <section className="update-prompt" aria-label={intl.formatMessage({ id: 'pwa.region' })}>
      <p role="status">{intl.formatMessage({ id: text })}</p>
      <div className="update-prompt-actions">
        {phase !== 'deferred' && (
          <Button variant="primary" onPress={apply}>
            {intl.formatMessage({ id: phase === 'ready' ? 'pwa.updateNow' : 'pwa.update' })}
          </Button>
        )}
        <Button variant="quiet" onPress={() => setPhase('hidden')}>{intl.formatMessage({ id: 'pwa.later' })}</Button>
      </div>
    </section>
  );
}
