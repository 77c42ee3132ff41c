import type { AnswerValue } from '#core/answers';
import type { LocalityListId } from '#core/forms';
import type { Language } from '#core/constants';

/** What one spreadsheet cell holds: numbers stay numbers in XLSX; null is an empty cell. */
export type CellValue = string | number | null;

export interface ExportResponse {
  id: string;
  submittedAt: Date | null;
  receivedAt: Date;
  formVersion: number;
  /** null for an anonymous answer */
  respondent: { name: string; username: string } | null;
  verifiedEmail: string | null;
  verifiedPhone: string | null;
  answers: ReadonlyMap<string, AnswerValue>;
}

export interface CellContext {
  language: Language;
  /** the name of a locality code, or the code itself when the list does not know it */
  localityName(list: LocalityListId, code: string): string;
}

export interface ExportColumn {
  key: string;
  header: string;
  elementId: string | null;
  value(response: ExportResponse, context: CellContext): CellValue;
}

/** One column of an element before the question's title is put in front of its header. */
export interface PartColumn {
  key: string;
  /** the part's own name (row, cell, option); empty for the whole question */
  part: string;
  value(answer: AnswerValue, context: CellContext): CellValue;
}
