import { validationError } from '#server/http/api-error';

/**
 * Where the answer feed resumes: the storing transaction (xid8, decimal) and the response id, in
 * the database history (cluster system identifier) that numbered the transaction.
 */
export interface AnswerCursor {
  history: string;
  xid: string;
  responseId: string;
}

const CURSOR_TEXT = /^1\.(\d{1,20})\.(\d{1,20})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const XID8_MAX = 2n ** 64n - 1n;

/** Opaque to clients: base64url of a version mark, the history, the transaction and the id. */
export const encodeAnswerCursor = ({ history, xid, responseId }: AnswerCursor): string =>
  Buffer.from(`1.${history}.${xid}.${responseId.toLowerCase()}`).toString('base64url');

/** The cursor a client sent back; anything encodeAnswerCursor did not make is a 400 on field `cursor`. */
export function decodeAnswerCursor(text: string): AnswerCursor {
  const match = BASE64URL.test(text) ? CURSOR_TEXT.exec(Buffer.from(text, 'base64url').toString('utf8')) : null;
  if (!match?.[1] || !match[2] || !match[3] || BigInt(match[2]) > XID8_MAX) throw validationError([{ field: 'cursor', key: 'validation.answerCursor' }]);
  return { history: match[1], xid: match[2], responseId: match[3] };
}

/**
 * A cursor of another database history (a restore or a move to another server numbers
 * transactions anew) could sit past answers stored since: refused, the client starts over.
 */
export function assertSameHistory(cursor: AnswerCursor, history: string): void {
  if (cursor.history !== history) throw validationError([{ field: 'cursor', key: 'validation.answerCursorHistory' }]);
}
