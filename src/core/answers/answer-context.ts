import { vietnamDate } from '../time/vietnam-time';

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

export function answerContext(options: CheckOptions = {}): AnswerContext {
  return { today: vietnamDate(options.at ?? new Date()), requireUploaded: options.requireUploaded ?? false };
}
