import { displayOnlyKinds, type FormElement } from '#core/forms';
import { Button } from '#app/shared/ui/button';
import { Icon } from '#app/shared/ui/icon';
import { kindModule } from '../kinds/registry';
import { useT } from '#app/shared/i18n/use-t';
import { formsMessages } from '#app/shared/forms/forms-messages';
import { designerMessages } from '../designer-messages';
import { kindsMessages } from '../kinds/kinds-messages';
import { tabDesignMessages } from './design-messages';

export interface ElementCardProps {
  element: FormElement;
  /** 1-based number in the whole form */
  position: number;
  isFirst: boolean;
  isLast: boolean;
  hasProblem: boolean;
  readOnly: boolean;
  onMove: (by: -1 | 1) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}

function CopyIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M9 9h11v11H9zM5 15H4V4h11v1" />
    </svg>
  );
}

/** The compact face of an element in its phase's list: number, title, kind, marks and the quick actions. */
export function ElementCard({ element, position, isFirst, isLast, hasProblem, readOnly, onMove, onDuplicate, onRemove }: ElementCardProps) {
  const t = useT(tabDesignMessages, designerMessages, kindsMessages, formsMessages);
  const n = { n: position };
  const module = kindModule(element.kind);
  const kindName = module ? t(module.nameId) : element.kind;
  const title = element.title.trim() || t('forms.untitled', n);
  return (
    <div className="element-card">
      {!readOnly && (
        <Button slot="drag" variant="quiet" className="icon-button drag-handle" aria-label={t('designer.card.drag', n)}>
          <svg width={20} height={20} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
            {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r={1.6} />))}
          </svg>
        </Button>
      )}
      <div className="element-card-text">
        <span className="element-card-title">
          <span className="element-number">{position}.</span> {title}
          {element.required && !displayOnlyKinds.includes(element.kind) && (
            <span className="required-marker" aria-label={t('designer.card.required', n)}>*</span>
          )}
        </span>
        <span className="element-card-meta">
          <span className="kind-badge">{kindName}</span>
          {hasProblem && (
            <span className="problem-badge"><Icon name="alert" size={16} /> {t('designer.card.problem', n)}</span>
          )}
        </span>
      </div>
      {!readOnly && (
        <div className="element-card-actions">
          <Button variant="quiet" className="icon-button" isDisabled={isFirst} onPress={() => onMove(-1)} aria-label={t('designer.moveUp', n)}>
            <span aria-hidden="true">↑</span>
          </Button>
          <Button variant="quiet" className="icon-button" isDisabled={isLast} onPress={() => onMove(1)} aria-label={t('designer.moveDown', n)}>
            <span aria-hidden="true">↓</span>
          </Button>
          <Button variant="quiet" className="icon-button" onPress={onDuplicate} aria-label={t('designer.card.duplicate', n)}>
            <CopyIcon />
          </Button>
          <Button variant="quiet" className="icon-button danger-icon" onPress={onRemove} aria-label={t('designer.delete', n)}>
            <Icon name="x" />
          </Button>
        </div>
      )}
    </div>
  );
}
