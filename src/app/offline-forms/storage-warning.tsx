import './offline-forms.css';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { Alert } from '../ui/alert';
import { formatBytes } from './format-bytes';
import { useStorageHealth } from './use-storage-health';

/** Shown in the shell when the browser's storage for this site runs low (> 80 % used or < 50 MB left). */
export function StorageWarning() {
  const intl = useIntl();
  const { health } = useStorageHealth();
  if (!health?.low || health.usage === null || health.quota === null) return null;
  return (
    <div className="storage-warning">
      <Alert tone="warning">
        {intl.formatMessage({ id: 'offlineForms.storageLow' }, { free: formatBytes(intl, Math.max(0, health.quota - health.usage)) })}{' '}
        <Link to="/offline">{intl.formatMessage({ id: 'offlineForms.storageLowLink' })}</Link>
      </Alert>
    </div>
  );
}
