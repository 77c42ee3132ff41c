import type { FormDesign } from '#core/forms';
import { Button } from '#app/shared/ui/button';
import { Icon } from '#app/shared/ui/icon';
import { useT } from '#app/shared/i18n/use-t';
import { tabDesignMessages } from './design-messages';

export interface Removal {
  /** the design before the removal: undo puts it back */
  before: FormDesign;
  message: string;
}

/** Says what was just deleted and offers to undo it until the next edit; the region is always there so it is announced. */
export function UndoNotice({ removal, onUndo, onDismiss }: { removal: Removal | null; onUndo: (before: FormDesign) => void; onDismiss: () => void }) {
  const t = useT(tabDesignMessages);
  return (
    <div className="designer-undo" role="status">
      {removal && (
        <div className="designer-undo-box">
          <span>{removal.message}</span>
          <Button variant="primary" onPress={() => onUndo(removal.before)}>{t('designer.undo')}</Button>
          <Button variant="quiet" className="icon-button" aria-label={t('designer.undoDismiss')} onPress={onDismiss}>
            <Icon name="x" />
          </Button>
        </div>
      )}
    </div>
  );
}
