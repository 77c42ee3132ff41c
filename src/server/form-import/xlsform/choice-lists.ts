import type { ChoiceOption } from '#core/forms';
import type { ImportNotes } from '../import-notes';
import { type TextColumns, englishText, rowText } from './label-columns';
import { englishOf } from './english-texts';
import type { ReadSheet } from './read-sheet';

const MAX_LABEL = 500;
/** Labels the design counts as the same (validate-choice-design: trimmed, spaces collapsed, any case). */
const sameLabel = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLocaleLowerCase('vi') === b.trim().replace(/\s+/g, ' ').toLocaleLowerCase('vi');

/** An option id from a choice name: the design's id characters only (`-`, `_`, letters, digits). */
export function optionId(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);
}

/**
 * The `choices` sheet as lists by `list_name`. A choice whose name or label repeats one of its list
 * is left out with a note (the design needs each option once); an empty label takes the name.
 */
export function readChoiceLists(sheet: ReadSheet | undefined, labels: TextColumns, notes: ImportNotes): Map<string, ChoiceOption[]> {
  const lists = new Map<string, ChoiceOption[]>();
  for (const row of sheet?.rows ?? []) {
    const listName = row.get('list_name');
    const name = row.get('name');
    const where = `choices:${row.row}`;
    if (listName === '' || name === '') {
      notes.add(where, 'choiceIncomplete', `${listName} ${name}`.trim());
      continue;
    }
    const list = lists.get(listName) ?? [];
    lists.set(listName, list);
    const id = optionId(name);
    const label = (rowText(row, labels) || name).slice(0, MAX_LABEL);
    if (list.some((o) => o.id === id || sameLabel(o.label, label))) {
      notes.add(where, 'choiceRepeated', `${listName}: ${name}`);
      continue;
    }
    list.push({ id, label, ...englishOf({ label: englishText(row, labels).slice(0, MAX_LABEL) }) });
  }
  return lists;
}
