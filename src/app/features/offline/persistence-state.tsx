import { useState } from 'react';
import { requestPersistentStorage, type StorageHealth } from '#offline/index';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { useDateFormat } from '#app/shared/i18n/use-date-time';
import { useT } from '#app/shared/i18n/use-t';
import { offlineFormsMessages } from './offline-forms-messages';

/**
 * Whether the browser promised to keep this site's data, said as it is: kept, not kept (and when it
 * was last asked, with a button to ask now), or a browser that cannot promise it.
 */
export function PersistenceState({ health, onAsked }: { health: StorageHealth; onAsked: () => void }) {
  const formatDate = useDateFormat();
  const t = useT(offlineFormsMessages);
  const [refused, setRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  if (health.persisted === true) return <p className="muted">{t('offlineForms.persisted')}</p>;
  if (!health.canAskPersist) return <p>{t('offlineForms.persistUnsupported')}</p>;
  const askNow = () => {
    setBusy(true);
    requestPersistentStorage({ force: true })
      .then((kept) => setRefused(kept !== true), () => setRefused(true))
      .finally(() => {
        setBusy(false);
        onAsked();
      });
  };
  return (
    <>
      <p>{t('offlineForms.notPersisted')}</p>
      {health.persistAskedAt && (
        <p className="muted">
          {t('offlineForms.persistAskedAt', { time: formatDate(health.persistAskedAt) })}
        </p>
      )}
      <div className="offline-actions">
        <Button onPress={askNow} isDisabled={busy}>{t('offlineForms.persistAsk')}</Button>
      </div>
      {refused && <Alert tone="warning">{t('offlineForms.persistRefused')}</Alert>}
    </>
  );
}
