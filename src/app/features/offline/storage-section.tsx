import { useIntl } from 'react-intl';
import { formatBytes } from './format-bytes';
import { PersistenceState } from './persistence-state';
import { useStorageHealth } from './use-storage-health';
import { useT } from '#app/shared/i18n/use-t';
import { offlineFormsMessages } from './offline-forms-messages';

/** How much of the browser's storage this site uses, and whether the browser promised to keep it. */
export function StorageSection() {
  const intl = useIntl();
  const { health, refresh } = useStorageHealth();
  const t = useT(offlineFormsMessages);
  return (
    <section className="card offline-section" aria-labelledby="offline-storage">
      <h2 id="offline-storage">{t('offlineForms.storage')}</h2>
      {health?.usage != null && health.quota !== null ? (
        <>
          <p>{t('offlineForms.storageUsage', { used: formatBytes(intl, health.usage), quota: formatBytes(intl, health.quota) })}</p>
          <meter className="offline-meter" min={0} max={health.quota} value={health.usage} high={health.quota * 0.8}
            aria-label={t('offlineForms.storage')} />
        </>
      ) : (
        <p className="muted">{t('offlineForms.storageUnknown')}</p>
      )}
      {health && <PersistenceState health={health} onAsked={refresh} />}
    </section>
  );
}
