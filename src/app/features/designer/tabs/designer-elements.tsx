import type { Dispatch } from 'react';
import { DropIndicator, GridList, GridListItem, isTextDropItem, useDragAndDrop, type DropItem, type ItemDropTarget, type Key } from 'react-aria-components';
import type { FormElement } from '#core/forms';
import type { Phase } from '#core/forms';
import { ElementCard } from './designer-element-card';
import type { DesignerAction } from '../state/state';
import { useT } from '#app/shared/i18n/use-t';
import { formsMessages } from '#app/shared/forms/forms-messages';
import { tabDesignMessages } from './design-messages';

export type MoveAction = Extract<DesignerAction, { type: 'moveElement' | 'moveElementTo' }>;

/** Elements travel between the phases' lists under this type; the text is the element id. */
const ELEMENT_DRAG_TYPE = 'application/x-survey-element';

interface Props {
  phase: Phase;
  phaseNumber: number;
  /** the element's 1-based number in the whole form */
  numberOf: (id: string) => number;
  total: number;
  selectedId: string | null;
  hasProblem: (element: FormElement) => boolean;
  readOnly: boolean;
  dispatch: Dispatch<DesignerAction>;
  /** moves and announces where the element went */
  onMove: (action: MoveAction) => void;
  onDuplicate: (element: FormElement) => void;
  onRemove: (element: FormElement) => void;
  /** what the cards' rendering depends on beyond the elements themselves (the list caches items by identity) */
  dependencies: readonly unknown[];
}

async function droppedIds(items: DropItem[]): Promise<string[]> {
  const texts = items.filter(isTextDropItem).filter((item) => item.types.has(ELEMENT_DRAG_TYPE));
  return Promise.all(texts.map((item) => item.getText(ELEMENT_DRAG_TYPE)));
}

/** The compact cards of one phase: pressing one opens its editor; drag (pointer or keyboard) or the buttons reorder. */
export function DesignerElements({ phase, phaseNumber, numberOf, total, selectedId, hasProblem, readOnly, dispatch, onMove, onDuplicate, onRemove, dependencies }: Props) {
  const t = useT(formsMessages, tabDesignMessages);
  const elements = phase.elements;
  const byId = (key: Key) => elements.find((e) => e.id === String(key));

  /** The target index once the moved element has left its place (what moveElementTo expects). */
  const indexAt = (target: ItemDropTarget, movingId: string) => {
    const at = elements.findIndex((e) => e.id === String(target.key));
    const from = elements.findIndex((e) => e.id === movingId);
    const index = target.dropPosition === 'after' ? at + 1 : at;
    return from >= 0 && from < index ? index - 1 : index;
  };
  const moveTo = (id: string, index: number) => onMove({ type: 'moveElementTo', id, phaseId: phase.id, index });

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ [ELEMENT_DRAG_TYPE]: String(key), 'text/plain': byId(key)?.title ?? String(key) })),
    acceptedDragTypes: [ELEMENT_DRAG_TYPE],
    getDropOperation: () => 'move',
    onReorder: (event) => {
      for (const key of event.keys) moveTo(String(key), indexAt(event.target, String(key)));
    },
    onInsert: (event) => {
      void droppedIds(event.items).then((ids) => ids.forEach((id) => moveTo(id, indexAt(event.target, id))));
    },
    onRootDrop: (event) => {
      void droppedIds(event.items).then((ids) => ids.forEach((id) => moveTo(id, elements.length)));
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className="element-drop-indicator" />,
  });

  return (
    <GridList
      aria-label={t('designer.phase.elements', { n: phaseNumber })}
      className="element-list"
      items={elements}
      dependencies={dependencies}
      selectionMode="single"
      selectedKeys={selectedId !== null && elements.some((e) => e.id === selectedId) ? [selectedId] : []}
      onSelectionChange={(keys) => {
        const [key] = keys === 'all' ? [] : [...keys];
        dispatch({ type: 'select', id: key === undefined ? null : String(key) });
      }}
      {...(!readOnly && { dragAndDropHooks })}
      renderEmptyState={() => <p className="element-list-empty">{t('designer.phase.empty')}</p>}
    >
      {(element) => {
        const position = numberOf(element.id);
        return (
          <GridListItem id={element.id} textValue={element.title || t('forms.untitled')} className="element-item">
            <ElementCard
              element={element}
              position={position}
              isFirst={position === 1}
              isLast={position === total}
              hasProblem={hasProblem(element)}
              readOnly={readOnly}
              onMove={(by) => onMove({ type: 'moveElement', id: element.id, by })}
              onDuplicate={() => onDuplicate(element)}
              onRemove={() => onRemove(element)}
            />
          </GridListItem>
        );
      }}
    </GridList>
  );
}
