/** How checkAnswers judges: the moment, and whether files must already be on the server. */
export interface CheckOptions {
  /** The moment the answer is judged: the page uses now, the server the submission's submittedAt. */
  at?: Date;
  /** Server: every attachment must carry its storage key. The page passes false (offline files have only localId). */
  requireUploaded?: boolean;
}

/** What every per-kind validator gets besides the element and the value. */
export interface AnswerContext {
  /** "Today" as YYYY-MM-DD: the calendar date in Vietnam at the judged moment. */
  today: string;
  requireUploaded: boolean;
}

/** Vietnam keeps UTC+7 all year (no daylight saving). */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The calendar date in Vietnam at `at`, as YYYY-MM-DD. */
export function vietnamDate(at: Date): string {
  return new Date(at.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

export function answerContext(options: CheckOptions = {}): AnswerContext {
  return { today: vietnamDate(options.at ?? new Date()), requireUploaded: options.requireUploaded ?? false };
}
