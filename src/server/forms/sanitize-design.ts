import { type FormDesign, formDesignSchema } from '#core/forms';
import { sha256 } from '#server/auth/tokens';
import { sanitizeRichFields } from '#server/rich-text/sanitize-rich-text';

/**
 * Every rich-text field of the design (those marked `richText()` in core's schema: descriptions,
 * phase descriptions, welcome and thank-you descriptions, element content) through the allow-list;
 * plain fields are left alone because React renders them as text.
 */
export function sanitizeDesign(design: FormDesign): FormDesign {
  return sanitizeRichFields(formDesignSchema, design);
}

const MEMO_ENTRIES = 200;
const memo = new Map<string, FormDesign>();

/**
 * The design as readers get it (the short link, the authoring detail): sanitised again on the way
 * out, so a design stored before a rule of the allow-list existed is served by today's list.
 * Sanitising a large design costs milliseconds, so the result is kept by content (its hash):
 * a stored design is sanitised once per process, never served stale. Callers must not mutate it.
 */
export function servedDesign(stored: FormDesign): FormDesign {
  const key = sha256(JSON.stringify(stored));
  const known = memo.get(key);
  if (known) return known;
  const clean = sanitizeDesign(stored);
  if (memo.size >= MEMO_ENTRIES) memo.clear();
  memo.set(key, clean);
  return clean;
}
