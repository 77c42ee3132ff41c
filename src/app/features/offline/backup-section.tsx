import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { BackupError, backupFileName, exportOutbox, importOutbox } from '#offline/index';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { Icon } from '#app/shared/ui/icon';
import { downloadBlob } from '#app/shared/lib/download';
import { useT } from '#app/shared/i18n/use-t';
import { offlineFormsMessages } from './offline-forms-messages';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** Export the outbox to `hop-thu-di-YYYY-MM-DD.json`, or import such a file (a bad file writes nothing). */
export function BackupSection() {
  const t = useT(offlineFormsMessages);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const run = (work: () => Promise<Outcome>) => {
    setBusy(true);
    work().then(setOutcome, (error: unknown) =>
      setOutcome({
        tone: 'error',
        text: error instanceof BackupError ? t(`offlineForms.importError.${error.code}`) : t('offlineForms.exportFailed'),
      }),
    ).finally(() => setBusy(false));
  };
  const exportNow = () =>
    run(async () => {
      const { blob, summary } = await exportOutbox();
      downloadBlob(blob, backupFileName());
      return { tone: 'success', text: t('offlineForms.exported', { items: summary.items, drafts: summary.drafts }) };
    });
  const importFile = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    run(async () => {
      const report = await importOutbox(file);
      return { tone: 'success', text: t('offlineForms.imported', { added: report.added, alreadyHere: report.alreadyHere }) };
    });
  };
  return (
    <section className="card offline-section" aria-labelledby="offline-backup">
      <h2 id="offline-backup">{t('offlineForms.backup')}</h2>
      <p className="muted">{t('offlineForms.backupHelp')}</p>
      <div className="offline-actions">
        <Button onPress={exportNow} isDisabled={busy}>
          <Icon name="download" /> {t('offlineForms.export')}
        </Button>
        <FileTrigger acceptedFileTypes={['application/json', '.json']} onSelect={importFile}>
          <Button isDisabled={busy}>{t('offlineForms.import')}</Button>
        </FileTrigger>
      </div>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
    </section>
  );
}
