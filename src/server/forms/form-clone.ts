import type { Language } from '#core/constants';
import type { FormElement } from '#core/forms';
import type { FormDesign } from '#core/forms';
import type { TableCell } from '#core/tables';

const copySuffix: Record<Language, string> = { vi: ' (bản sao)', en: ' (copy)' };
const TITLE_MAX = 500;

/** Cells of a copy are new cells: no stored ids, every live cell and option marked create. */
function freshCells(cells: readonly TableCell[]): TableCell[] {
  return cells.filter((c) => c.actionType !== 'delete').map((cell) => ({
    ...cell,
    id: null,
    parentId: null,
    actionType: 'create',
    children: cell.children.filter((o) => o.actionType !== 'delete').map((o) => ({ ...o, id: null, parentId: null, actionType: 'create' })),
  }));
}

const freshElement = (element: FormElement): FormElement => (element.cells ? { ...element, cells: freshCells(element.cells) } : element);

/** The design of a clone: the title marked as a copy in the caller's language, cells detached from the original. */
export function cloneDesign(design: FormDesign, language: Language): FormDesign {
  const suffix = copySuffix[language];
  return {
    ...design,
    title: design.title.slice(0, TITLE_MAX - suffix.length) + suffix,
    phases: design.phases.map((phase) => ({ ...phase, elements: phase.elements.map(freshElement) })),
  };
}
