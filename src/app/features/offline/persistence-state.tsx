import { useState } from 'react';
import { useIntl } from 'react-intl';
import { requestPersistentStorage, type StorageHealth } from '#offline/index';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { useDateFormat } from '#app/shared/i18n/use-date-time';

/**
 * Whether the browser promised to keep this site's data, said as it is: kept, not kept (and when it
 * was last asked, with a button to ask now), or a browser that cannot promise it.
 */
export function PersistenceState({ health, onAsked }: { health: StorageHealth; onAsked: () => void }) {
  const intl = useIntl();
  const formatDate = useDateFormat();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
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
