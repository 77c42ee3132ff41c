import type { ChoiceOption, FormElementInput } from '#core/forms';
import type { ElementIds } from '../element-ids';
import type { ImportNotes } from '../import-notes';
import { englishOf } from './english-texts';
import { type TextColumns, englishText, rowText } from './label-columns';
import { hintHtml, kindOf, mappedAppearances, questionElement } from './question-element';
import { metadataTypes, parseType } from './question-type';
import type { ReadSheet, SheetRow } from './read-sheet';

export interface WalkedPage {
  id: string;
  title: string;
  elements: FormElementInput[];
  translations?: { en: { title?: string } };
}

/** A `relevant` of a question or a group, and the elements it shows. */
export interface Relevance {
  where: string;
  expression: string;
  targets: string[];
}

interface OpenGroup {
  where: string;
  relevant: string;
  elementIds: string[];
}

/** A select with appearance `label` and the `list-nolabel` selects under it: one grid (ODK's matrix). */
interface OpenMatrix {
  where: string;
  element: FormElementInput;
  listName: string;
  multiple: boolean;
}

export interface WalkContext {
  labels: TextColumns;
  hints: TextColumns;
  lists: ReadonlyMap<string, ChoiceOption[]>;
  ids: ElementIds;
  pageIds: ElementIds;
  notes: ImportNotes;
}

/** Columns the converter reads or that only Kobo's own tools use ($kuid, $autoname...). */
function columnIsRead(header: string, ctx: WalkContext): boolean {
  if (header.startsWith('$')) return true;
  if (['type', 'name', 'label', 'hint', 'required', 'constraint', 'relevant', 'appearance'].includes(header)) return true;
  return ctx.labels.order.includes(header) || ctx.hints.order.includes(header) ||
    header.startsWith('label::') || header.startsWith('hint::');
}

/** Walks the `survey` sheet: groups become pages, questions elements, relevance is collected for the logic. */
export class SurveyWalk {
  readonly pages: WalkedPage[] = [];
  readonly relevances: Relevance[] = [];
  private page: WalkedPage | null = null;
  private readonly groups: OpenGroup[] = [];
  private matrix: OpenMatrix | null = null;

  constructor(private readonly ctx: WalkContext, private readonly headers: readonly string[]) {}

  walk(sheet: ReadSheet): void {
    for (const row of sheet.rows) this.visit(row);
    this.closeMatrix();
    for (const group of this.groups) this.ctx.notes.add(group.where, 'groupNotClosed');
  }

  private visit(row: SheetRow): void {
    const where = `survey:${row.row}${row.get('name') ? ` (${row.get('name')})` : ''}`;
    const type = parseType(row.get('type'));
    if (type.base === '') {
      this.ctx.notes.add(where, 'typeMissing', row.get('name') || rowText(row, this.ctx.labels));
      return;
    }
    this.noteUnreadColumns(row, where);
    if (this.continuesMatrix(row, type.base, type.listName, where)) return;
    this.closeMatrix();
    if (type.base === 'begin_group' || type.base === 'begin_repeat') this.beginGroup(row, where, type.base === 'begin_repeat');
    else if (type.base === 'end_group' || type.base === 'end_repeat') this.endGroup(where);
    else if (metadataTypes.has(type.base)) this.ctx.notes.add(where, 'metadataNotCarried', type.base);
    else if (type.base === 'calculate') this.ctx.notes.add(where, 'calculateNotCarried', row.get('calculation'));
    else if (!kindOf(type)) this.ctx.notes.add(where, 'typeNotMapped', row.get('type'));
    else this.question(row, where);
  }

  private noteUnreadColumns(row: SheetRow, where: string): void {
    for (const header of this.headers) {
      const value = row.get(header);
      if (value === '' || columnIsRead(header, this.ctx)) continue;
      if (header === 'calculation' && parseType(row.get('type')).base === 'calculate') continue;
      this.ctx.notes.add(where, header === 'choice_filter' ? 'choiceFilterNotCarried' : 'columnNotCarried', `${header}: ${value}`);
    }
    for (const appearance of row.get('appearance').toLowerCase().split(/\s+/).filter(Boolean)) {
      if (!mappedAppearances.has(appearance)) this.ctx.notes.add(where, 'appearanceNotCarried', appearance);
    }
  }

  private currentPage(): WalkedPage {
    if (!this.page) {
      this.page = { id: this.ctx.pageIds.claim(`page_${this.pages.length + 1}`), title: '', elements: [] };
      this.pages.push(this.page);
    }
    return this.page;
  }

  private add(element: FormElementInput): void {
    this.currentPage().elements.push(element);
    for (const group of this.groups) group.elementIds.push(element.id);
  }

  private beginGroup(row: SheetRow, where: string, repeat: boolean): void {
    const label = rowText(row, this.ctx.labels);
    if (repeat) this.ctx.notes.add(where, 'repeatAskedOnce', row.get('name'));
    if (this.groups.length === 0) {
      this.page = { id: this.ctx.pageIds.claim(row.get('name') || `page_${this.pages.length + 1}`), title: label, elements: [], ...englishOf({ title: englishText(row, this.ctx.labels).slice(0, 2000) }) };
      this.pages.push(this.page);
    } else {
      this.ctx.notes.add(where, 'nestedGroupFlattened', row.get('name'));
      if (label !== '') this.add({ id: this.ctx.ids.claim(row.get('name') || 'group'), kind: 'title', title: label.slice(0, 2000) });
    }
    this.groups.push({ where, relevant: row.get('relevant'), elementIds: [] });
  }

  private endGroup(where: string): void {
    const group = this.groups.pop();
    if (!group) {
      this.ctx.notes.add(where, 'groupNotOpened');
      return;
    }
    if (group.relevant !== '') this.relevances.push({ where: group.where, expression: group.relevant, targets: group.elementIds });
    if (this.groups.length === 0) this.page = null;
  }

  private question(row: SheetRow, where: string): void {
    const type = parseType(row.get('type'));
    const label = rowText(row, this.ctx.labels);
    const element = questionElement({
      row, where, type, id: this.ctx.ids.claim(row.get('name')), label: label || row.get('name'),
      hint: rowText(row, this.ctx.hints), lists: this.ctx.lists, notes: this.ctx.notes,
    });
    if (!element) return;
    Object.assign(element, this.englishOfQuestion(row, element));
    if (label === '' && row.get('appearance').toLowerCase() !== 'label') this.ctx.notes.add(where, 'labelMissing', row.get('name'));
    if (/\$\{[^}]+\}/.test(label)) this.ctx.notes.add(where, 'labelReference', label.slice(0, 200));
    if (this.opensMatrix(row, where, element, type.listName)) return;
    this.add(element);
    if (row.get('relevant') !== '') this.relevances.push({ where, expression: row.get('relevant'), targets: [element.id] });
  }

  /** The question's English label and hint (a note's hint is its content). */
  private englishOfQuestion(row: SheetRow, element: FormElementInput): Partial<FormElementInput> {
    const title = englishText(row, this.ctx.labels).slice(0, 500);
    const hint = hintHtml(englishText(row, this.ctx.hints));
    return englishOf(element.kind === 'title' ? { title, content: hint } : { title, description: hint });
  }

  private opensMatrix(row: SheetRow, where: string, element: FormElementInput, listName: string): boolean {
    if (!/\blabel\b/.test(row.get('appearance').toLowerCase()) || !element.options) return false;
    const multiple = element.kind === 'checkbox';
    const title = rowText(row, this.ctx.labels);
    this.matrix = { where, element: { id: element.id, kind: multiple ? 'checkboxGrid' : 'radioGrid', title, required: element.required, rows: [], columns: element.options, ...(element.translations ? { translations: element.translations } : {}) }, listName, multiple };
    return true;
  }

  /** A `list-nolabel` select of the open matrix's list becomes one of its rows. */
  private continuesMatrix(row: SheetRow, base: string, listName: string, where: string): boolean {
    const matrix = this.matrix;
    if (!matrix || !/\blist-nolabel\b/.test(row.get('appearance').toLowerCase()) || listName !== matrix.listName) return false;
    if (base !== (matrix.multiple ? 'select_multiple' : 'select_one')) return false;
    const rowId = row.get('name').replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);
    const label = (rowText(row, this.ctx.labels) || row.get('name')).slice(0, 500);
    matrix.element.rows?.push({ id: rowId, label, ...englishOf({ label: englishText(row, this.ctx.labels).slice(0, 500) }) });
    if (row.get('relevant') !== '') this.ctx.notes.add(where, 'relevantNotMapped', row.get('relevant'));
    if (/^(yes|true|true\(\))$/i.test(row.get('required'))) matrix.element.required = true;
    return true;
  }

  private closeMatrix(): void {
    const matrix = this.matrix;
    if (!matrix) return;
    this.matrix = null;
    const element = matrix.element;
    if ((element.rows ?? []).length === 0) {
      // a lone `label` row: an ordinary question after all (its title is needed then)
      const title = element.title || element.id;
      if (element.title === '') this.ctx.notes.add(matrix.where, 'labelMissing', element.id);
      this.add({ ...element, title, kind: matrix.multiple ? 'checkbox' : 'radio', options: element.columns, rows: undefined, columns: undefined });
      return;
    }
    if (element.title === '') element.title = this.page?.title || element.id;
    this.add(element);
  }
}
