import { useEffect, useState, type Dispatch } from 'react';
import { createPortal } from 'react-dom';
import type { FieldProblem } from '#core/i18n';
import type { FormElement } from '#core/forms';
import { allElements, type FormDesign, type Phase } from '#core/forms';
import { Button } from '#app/shared/ui/button';
import { AddElementMenu } from './designer-add-element';
import { DesignerElements, type MoveAction } from './designer-elements';
import { DesignerPhase } from './designer-phase';
import { copyElement } from '../state/reducer-copy';
import { designerReducer } from '../state/reducer';
import type { DesignerAction, DesignerState } from '../state/state';
import { newId } from '../state/new-id';
import { ElementEditor } from './design-element-editor';
import { UndoNotice, type Removal } from './design-undo';
import { useT } from '#app/shared/i18n/use-t';
import { designerMessages } from '#app/features/designer/designer-messages';
import { formsMessages } from '#app/shared/forms/forms-messages';
import { tabDesignMessages } from './design-messages';

interface Props {
  state: DesignerState;
  problems: readonly FieldProblem[];
  readOnly: boolean;
  dispatch: Dispatch<DesignerAction>;
  /** On a wide screen, the column the open editor goes to (null until it is mounted); without it the editor opens under its section's list. */
  editorPane?: HTMLElement | null | undefined;
}

/** Focuses the first text input under a selector once the menu or dialog that caused it has given focus back. */
function useFocusLater(): (selector: string) => void {
  const [selector, setSelector] = useState<string | null>(null);
  useEffect(() => {
    if (selector === null) return undefined;
    const timer = setTimeout(() => {
      document.querySelector<HTMLElement>(`${selector} input`)?.focus();
      setSelector(null);
    }, 60);
    return () => clearTimeout(timer);
  }, [selector]);
  return setSelector;
}

/** The phases with their element lists, the open editor, add/duplicate/move/delete with announcements and undo. */
export function DesignPhases({ state, problems, readOnly, dispatch, editorPane }: Props) {
  const t = useT(designerMessages, formsMessages, tabDesignMessages);
  const { design, selectedId } = state;
  const elements = allElements(design);
  const numbers = new Map(elements.map((e, index) => [e.id, index + 1]));
  const numberOf = (id: string) => numbers.get(id) ?? 0;
  const [announcement, setAnnouncement] = useState('');
  const [removal, setRemoval] = useState<Removal | null>(null);
  const focusLater = useFocusLater();

  /** Any edit ends the chance to undo the last removal (undo puts back the whole design of before). */
  const edit = (action: DesignerAction) => {
    if (action.type !== 'select') setRemoval(null);
    dispatch(action);
    // beside the list, the editor that opens is out of the way: the author's focus follows the choice there
    if (editorPane !== undefined && action.type === 'select' && action.id !== null) focusLater(`.element-editor[data-element-id="${CSS.escape(action.id)}"]`);
  };
  const numberAfter = (action: DesignerAction, id: string) =>
    allElements(designerReducer(state, action).design).findIndex((e) => e.id === id) + 1;
  const remember = (before: FormDesign, message: string) => setRemoval({ before, message });

  const move = (action: MoveAction) => {
    const n = numberAfter(action, action.id);
    edit(action);
    setAnnouncement(t('designer.moved', { n }));
  };
  const add = (phase: Phase, element: FormElement) => {
    const selected = phase.elements.findIndex((e) => e.id === selectedId);
    const action: DesignerAction = { type: 'addElement', element, phaseId: phase.id, index: selected >= 0 ? selected + 1 : phase.elements.length };
    const n = numberAfter(action, element.id);
    edit(action);
    setAnnouncement(t('designer.added', { n }));
    focusLater(`[data-element-id="${element.id}"]`);
  };
  const duplicate = (element: FormElement) => {
    const copy = copyElement(element, newId);
    edit({ type: 'duplicateElement', id: element.id, copy });
    setAnnouncement(t('designer.duplicated', { n: numberOf(element.id) + 1 }));
  };
  const remove = (element: FormElement) => {
    const title = element.title.trim() || t('forms.untitled');
    edit({ type: 'removeElement', id: element.id });
    remember(design, t('designer.deletedNamed', { n: numberOf(element.id), title }));
  };
  const addPhase = () => {
    const id = newId();
    edit({ type: 'addPhase', id });
    setAnnouncement(t('designer.phase.added', { p: design.phases.length + 1 }));
    focusLater(`[data-phase-id="${id}"]`);
  };
  /** Closing the editor takes focus back to the element's card, where the author was. */
  const closeEditor = (id: string) => {
    dispatch({ type: 'select', id: null });
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`.element-item[data-key="${CSS.escape(id)}"]`)?.focus());
  };
  const hasProblem = (element: FormElement) => problems.some((p) => p.field === `elements.${element.id}` || p.field.startsWith(`elements.${element.id}.`));

  return (
    <div className="designer-phases">
      {design.phases.map((phase, index) => {
        const selected = phase.elements.find((e) => e.id === selectedId);
        const editor = selected && (
          <ElementEditor key={selected.id} element={selected} position={numberOf(selected.id)} phases={design.phases} phaseId={phase.id}
            problems={problems} readOnly={readOnly} dispatch={edit} onClose={() => closeEditor(selected.id)} />
        );
        return (
          <DesignerPhase key={phase.id} phase={phase} number={index + 1} count={design.phases.length} problems={problems}
            readOnly={readOnly} dispatch={edit}
            onRemoved={(_, p) => remember(design, t('designer.phase.removed', { p }))}>
            <DesignerElements phase={phase} phaseNumber={index + 1} numberOf={numberOf} total={elements.length} selectedId={selectedId}
              hasProblem={hasProblem} readOnly={readOnly} dispatch={edit} onMove={move} onDuplicate={duplicate} onRemove={remove}
              dependencies={[state, problems, readOnly]} />
            {editorPane === undefined ? editor : editor && editorPane && createPortal(editor, editorPane)}
            {!readOnly && <div className="button-row"><AddElementMenu phaseNumber={index + 1} onAdd={(element) => add(phase, element)} /></div>}
          </DesignerPhase>
        );
      })}
      {!readOnly && (
        <Button onPress={addPhase}><span aria-hidden="true">+</span> {t('designer.phase.add')}</Button>
      )}
      <p className="sr-only" aria-live="polite">{announcement}</p>
      <UndoNotice removal={removal} onUndo={(before) => {
        dispatch({ type: 'undo', design: before });
        setRemoval(null);
        setAnnouncement(t('designer.undone'));
      }} onDismiss={() => setRemoval(null)} />
    </div>
  );
}
