import './offline-forms.css';
import { useIntl } from 'react-intl';
import { BackupSection } from './backup-section';
import { KeptFormList } from './kept-form-list';
import { OutboxSection } from './outbox-section';
import { StorageSection } from './storage-section';

/** /offline: the forms kept for field work, the outbox with reasons, backups and storage. */
export function OfflineFormsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className="offline-page">
      <h1>{t('offlineForms.title')}</h1>
      <p className="muted">{t('offlineForms.intro')}</p>
      <KeptFormList />
      <OutboxSection />
      <BackupSection />
      <StorageSection />
    </div>
  );
}
