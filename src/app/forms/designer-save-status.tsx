import type { FormStatusValue } from '#core/forms/form.schema';
import { DesignerStatus } from './designer-status';
import type { DesignerSaver } from './use-designer-save';

/** The outcome of the last save, publish or conflict, with the author's choices. */
export function DesignerSaveStatus({ saver, status }: { saver: DesignerSaver; status: FormStatusValue | null }) {
  return (
    <DesignerStatus outcome={saver.outcome} status={status}
      onReload={() => void saver.reloadTheirs()} onCopy={() => void saver.saveAsCopy()} onKeep={saver.keepEditing} />
  );
}
