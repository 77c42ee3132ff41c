import { useEffect, useState } from 'react';
import { Button } from '#app/shared/ui/button';
import { isFormInProgress, subscribeFormActivity } from './form-activity';
import { registerServiceWorker, type ServiceWorkerUpdate } from './register-sw';
import { useT } from '#app/shared/i18n/use-t';
import { pwaMessages } from './pwa-messages';

type Phase = 'hidden' | 'offered' | 'deferred' | 'ready';

/**
 * Non-blocking prompt when a new service worker waits. Update while a form is being filled only
 * promises to update after submission; then it offers again. The page is never reloaded unasked.
 */
export function UpdatePrompt() {
  const t = useT(pwaMessages);
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
  const text = ({ offered: 'pwa.available', deferred: 'pwa.afterSubmit', ready: 'pwa.readyNow' } as const)[phase];
  return (
    <section className="update-prompt" aria-label={t('pwa.region')}>
      <p role="status">{t(text)}</p>
      <div className="update-prompt-actions">
        {phase !== 'deferred' && (
          <Button variant="primary" onPress={apply}>
            {t(phase === 'ready' ? 'pwa.updateNow' : 'pwa.update')}
          </Button>
        )}
        <Button variant="quiet" onPress={() => setPhase('hidden')}>{t('pwa.later')}</Button>
      </div>
    </section>
  );
}
