import './offline-forms.css';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { Alert } from '#app/shared/ui/alert';
import { formatBytes } from './format-bytes';
import { useStorageHealth } from './use-storage-health';
import { useT } from '#app/shared/i18n/use-t';
import { offlineFormsMessages } from './offline-forms-messages';

/** Shown in the shell when the browser's storage for this site runs low (> 80 % used or < 50 MB left). */
export function StorageWarning() {
  const intl = useIntl();
  const t = useT(offlineFormsMessages);
  const { health } = useStorageHealth();
  if (!health?.low || health.usage === null || health.quota === null) return null;
  return (
    <div className="storage-warning">
      <Alert tone="warning">
        {t('offlineForms.storageLow', { free: formatBytes(intl, Math.max(0, health.quota - health.usage)) })}{' '}
        <Link to="/offline">{t('offlineForms.storageLowLink')}</Link>
      </Alert>
    </div>
  );
}
