import type { FormStatusValue } from '#core/forms';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { DesignerConflictDialog } from './designer-conflict-dialog';
import { DesignerStatus } from './designer-status';
import type { DesignerSaver } from './use-designer-save';
import { useDateFormat } from '#app/shared/i18n/use-date-time';
import { useT } from '#app/shared/i18n/use-t';
import { designerOfflineMessages } from './designer-offline-messages';

/**
 * The outcome of the last save, publish or sync; the notices about the device's copy (a restored
 * draft, a form shown from the offline copy); and the conflict dialog.
 */
export function DesignerSaveStatus({ saver, status }: { saver: DesignerSaver; status: FormStatusValue | null }) {
  const t = useT(designerOfflineMessages);
  const formatDate = useDateFormat();
  const time = (iso: string) => formatDate(iso);
  const open = saver.conflict.open;
  return (
    <>
      {saver.offlineCopyFrom && (
        <Alert tone="info">{t('designerOffline.offlineCopy', { time: time(saver.offlineCopyFrom) })}</Alert>
      )}
      {saver.restored && (
        <Alert tone="info">
          <span className="draft-notice">
            <span>{t('designerOffline.restored', { time: time(saver.restored.at) })}</span>
            <Button isDisabled={saver.busy} onPress={() => void saver.discardDraft()}>{t('designerOffline.discard')}</Button>
            <Button variant="quiet" onPress={saver.dismissRestored}>{t('designerOffline.dismiss')}</Button>
          </span>
        </Alert>
      )}
      <DesignerStatus outcome={saver.outcome} status={status} onResolve={saver.conflict.reopen} />
      {open && (
        <DesignerConflictDialog
          key={`${open.key}:${open.theirsVersion}`}
          conflict={saver.conflict}
          busy={saver.busy}
          onSaveCopy={() => void saver.saveMineAsCopy()}
        />
      )}
    </>
  );
}
