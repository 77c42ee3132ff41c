import './offline-forms.css';
import { BackupSection } from './backup-section';
import { KeptFormList } from './kept-form-list';
import { OutboxSection } from './outbox-section';
import { StorageSection } from './storage-section';
import { useT } from '#app/shared/i18n/use-t';
import { offlineFormsMessages } from './offline-forms-messages';

/** /offline: the forms kept for field work, the outbox with reasons, backups and storage. */
export function OfflineFormsPage() {
  const t = useT(offlineFormsMessages);
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
