import type { FormDesign } from '#core/forms';
import {
  addElement, duplicateElement, moveElementBy, moveElementTo, removeElement, updateElement,
} from './reducer-elements';
import { addPhase, movePhaseBy, movePhaseTo, removePhase, setCover, setSettings, updatePhase } from './reducer-phases';
import { initialState, locateElement, type DesignerAction, type DesignerState } from './state';

/** Where a new element goes when the action does not say: after the selected one, else at the end of the last phase. */
function placeOfNew(state: DesignerState, action: Extract<DesignerAction, { type: 'addElement' }>): { phaseId: string; index: number } {
  const { phases } = state.design;
  const named = action.phaseId === undefined ? undefined : phases.find((p) => p.id === action.phaseId);
  if (named) return { phaseId: named.id, index: action.index ?? named.elements.length };
  const selected = state.selectedId === null ? null : locateElement(state.design, state.selectedId);
  if (selected) return { phaseId: selected.phase.id, index: selected.index + 1 };
  const last = phases[phases.length - 1];
  return { phaseId: last?.id ?? '', index: last?.elements.length ?? 0 };
}

function designReducer(state: DesignerState, action: DesignerAction): FormDesign {
  const { design } = state;
  switch (action.type) {
    case 'setTitle':
      return { ...design, title: action.title };
    case 'setDescription':
      return { ...design, description: action.description };
    case 'setTranslations':
      return { ...design, translations: action.translations };
    case 'addPhase':
      return addPhase(design, action.id, action.index);
    case 'updatePhase':
      return updatePhase(design, action.id, action.patch);
    case 'movePhase':
      return movePhaseBy(design, action.id, action.by);
    case 'movePhaseTo':
      return movePhaseTo(design, action.id, action.index);
    case 'removePhase':
      return removePhase(design, action.id);
    case 'addElement': {
      const { phaseId, index } = placeOfNew(state, action);
      return addElement(design, action.element, phaseId, index);
    }
    case 'updateElement':
      return updateElement(design, action.id, action.patch);
    case 'moveElement':
      return moveElementBy(design, action.id, action.by);
    case 'moveElementTo':
      return moveElementTo(design, action.id, action.phaseId, action.index);
    case 'duplicateElement':
      return duplicateElement(design, action.id, action.copy);
    case 'removeElement':
      return removeElement(design, action.id);
    case 'undo':
      return action.design;
    case 'setSettings':
      return setSettings(design, action.patch);
    case 'setCover':
      return setCover(design, action.page, action.patch);
    case 'addRule':
      return { ...design, logic: [...design.logic, action.rule] };
    case 'updateRule':
      return { ...design, logic: design.logic.map((r) => (r.id === action.rule.id ? action.rule : r)) };
    case 'removeRule':
      return { ...design, logic: design.logic.filter((r) => r.id !== action.id) };
    default:
      return design;
  }
}

/** The selection follows new and duplicated elements and is dropped when its element is gone. */
function selectionAfter(state: DesignerState, action: DesignerAction, design: FormDesign): string | null {
  if (action.type === 'addElement') return action.element.id;
  if (action.type === 'duplicateElement') return action.copy.id;
  const { selectedId } = state;
  return selectedId !== null && locateElement(design, selectedId) ? selectedId : null;
}

export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  switch (action.type) {
    case 'select':
      return { ...state, selectedId: action.id };
    case 'showProblems':
      return { ...state, showProblems: true };
    case 'saved': {
      // edits made while the save was on its way stay, and stay unsaved
      const unchanged = state.design === action.sent;
      return {
        ...state, formId: action.formId, baseVersion: action.version, shortUrl: action.shortUrl, status: action.status,
        design: unchanged ? action.design : state.design, dirty: !unchanged,
      };
    }
    case 'statusChanged':
      return { ...state, status: action.status };
    case 'restoreDraft':
    case 'resolved':
      return { ...state, design: action.design, baseVersion: action.baseVersion, dirty: true, selectedId: selectionAfter(state, action, action.design) };
    case 'loaded':
      return initialState(action.form);
    default: {
      const design = designReducer(state, action);
      if (design === state.design) return state;
      return { ...state, design, dirty: true, selectedId: selectionAfter(state, action, design) };
    }
  }
}
