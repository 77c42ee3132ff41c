import type { AnswerValue } from '#core/answers';
import type { LocalityListId } from '#core/forms';
import type { Language } from '#core/constants';
import type { ElementKind } from '#core/forms';

/**
 * A date or a moment as Vietnam wall clock: `wallClock` holds it in UTC fields (2026-03-01 07:30
 * in Vietnam is Date.UTC(2026, 2, 1, 7, 30)), so XLSX shows it as typed; `precision` is what is shown.
 */
export interface DateCell {
  wallClock: Date;
  precision: 'day' | 'minute' | 'second';
}

/** What one spreadsheet cell holds: numbers stay numbers, dates are dates in XLSX; null is an empty cell. */
export type CellValue = string | number | DateCell | null;

export interface ExportResponse {
  id: string;
  submittedAt: Date | null;
  receivedAt: Date;
  formVersion: number;
  /** null for an anonymous answer */
  respondent: { name: string; username: string } | null;
  verifiedEmail: string | null;
  verifiedPhone: string | null;
  /** the answer to each element, by element id */
  answers: { get(elementId: string): AnswerValue | undefined };
}

export interface CellContext {
  language: Language;
  /** the absolute address of a stored file (the protected route; the reader signs in to open it) */
  fileUrl(key: string): string;
  /** the name of a locality code, or the code itself when the list does not know it */
  localityName(list: LocalityListId, code: string): string;
}

export interface ExportColumn {
  key: string;
  header: string;
  elementId: string | null;
  /** the question's kind; null for the response's own columns */
  kind: ElementKind | null;
  value(response: ExportResponse, context: CellContext): CellValue;
}

/** One column of an element before the question's title is put in front of its header. */
export interface PartColumn {
  key: string;
  /** the part's own name (row, cell, option); empty for the whole question */
  part: string;
  value(answer: AnswerValue, context: CellContext): CellValue;
}
