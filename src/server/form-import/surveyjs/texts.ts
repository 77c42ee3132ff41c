import { asRichText, type RichText } from '#core/rich-text';
import type { ImportContext } from './import-context';
import { surveyJsNoteCodes } from './note-codes';

/** `text` within `max` characters; a longer one is cut, with a note quoting it whole. */
export function fitText(context: ImportContext, where: string, text: string, max: number): string {
  if (text.length <= max) return text;
  context.note(where, surveyJsNoteCodes.textShortened, text);
  return text.slice(0, max);
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** SurveyJS descriptions are plain text: as rich text, one paragraph per line, nothing read as markup. */
export function plainTextAsRichText(text: string): RichText {
  const paragraphs = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '');
  return asRichText(paragraphs.map((line) => `<p>${line.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c)}</p>`).join(''));
}

/** A rich-text description of at most `max` characters of HTML, or nothing for blank text. */
export function descriptionOf(context: ImportContext, where: string, text: string | undefined, max: number): RichText | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  let html = plainTextAsRichText(text);
  if (html.length > max) {
    context.note(where, surveyJsNoteCodes.textShortened, text);
    for (let keep = Math.floor((text.length * max) / html.length); html.length > max; keep = Math.floor(keep * 0.9)) {
      html = plainTextAsRichText(text.slice(0, keep));
    }
  }
  return html;
}
