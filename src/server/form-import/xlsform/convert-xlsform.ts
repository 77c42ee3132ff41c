import type { FormImportOutcome } from '#core/api';
import type { FormDesignInput } from '#core/forms';
import { ElementIds } from '../element-ids';
import { ImportNotes } from '../import-notes';
import { importOutcome } from '../import-outcome';
import { importRefused } from '../import-refused';
import { readChoiceLists } from './choice-lists';
import { type TextColumns, textColumns } from './label-columns';
import { type ReadSheet, readSheet } from './read-sheet';
import { showRules } from './show-rules';
import { SurveyWalk } from './survey-walk';
import { assertUnpackedSize } from './unpacked-size';

/** Settings the design has a place for; the others are noted. */
const readSettings = new Set(['form_title', 'form_id', 'default_language']);

async function openWorkbook(bytes: Buffer): Promise<Map<string, ReadSheet>> {
  assertUnpackedSize(bytes);
  const { default: excel } = await import('exceljs'); // with the first import, not at the server's start
  const workbook = new excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw importRefused('error.importUnreadable');
  }
  const sheets = new Map<string, ReadSheet>();
  workbook.eachSheet((sheet) => { sheets.set(sheet.name.trim().toLowerCase(), readSheet(sheet)); });
  return sheets;
}

function noteDroppedLanguages(columns: TextColumns, notes: ImportNotes, sheet: string): void {
  for (const { column, language } of columns.dropped) {
    notes.add(`${sheet}:1 (${column})`, language === 'en' ? 'englishNotCarried' : 'languageNotCarried', column);
  }
}

function settingsOf(sheet: ReadSheet | undefined, notes: ImportNotes): { title: string; language: string } {
  const row = sheet?.rows[0];
  if (!row) return { title: '', language: '' };
  for (const header of sheet.headers) {
    if (!readSettings.has(header) && row.get(header) !== '') notes.add(`settings:${row.row} (${header})`, 'settingNotCarried', `${header}: ${row.get(header)}`);
  }
  return { title: row.get('form_title') || row.get('form_id'), language: row.get('default_language') };
}

/**
 * An XLSForm workbook (ODK, KoboToolbox) as a design: groups → pages, questions → elements,
 * `relevant` → show rules, `constraint` → ranges and lengths. Everything else is a note.
 * Refuses (400) a file that is no workbook or has no `survey` sheet.
 */
export async function convertXlsForm(bytes: Buffer, fileName: string): Promise<FormImportOutcome> {
  const sheets = await openWorkbook(bytes);
  const survey = sheets.get('survey');
  if (!survey?.headers.includes('type')) throw importRefused('error.importNoSurveySheet');
  const notes = new ImportNotes();
  const settings = settingsOf(sheets.get('settings'), notes);
  const labels = textColumns(survey.headers, 'label', settings.language);
  const hints = textColumns(survey.headers, 'hint', settings.language);
  noteDroppedLanguages(labels, notes, 'survey');
  const choices = sheets.get('choices');
  const choiceLabels = textColumns(choices?.headers ?? [], 'label', settings.language);
  const lists = readChoiceLists(choices, choiceLabels, notes);
  const ids = new ElementIds('q');
  const walk = new SurveyWalk({ labels, hints, lists, ids, pageIds: new ElementIds('page'), notes }, survey.headers);
  walk.walk(survey);
  const logic = showRules(walk.relevances, walk.pages, ids, notes);
  const pages = walk.pages.filter((p) => p.elements.length > 0);
  if (pages.length === 0) notes.add('survey', 'noQuestions');
  const title = settings.title || fileName.replace(/\.[^.]*$/, '') || 'XLSForm';
  const design: FormDesignInput = {
    title: title.slice(0, 500),
    phases: pages.length > 0 ? pages : [{ id: 'page_1', title: '', elements: [] }],
    logic,
    // an English column makes the form bilingual; the designer lists the English texts still missing
    ...(labels.english || choiceLabels.english ? { settings: { languages: ['vi', 'en'] } } : {}),
  };
  return importOutcome('xlsform', design, notes.all());
}
