import type { FormImportOutcome } from '#core/api';
import { formDesignSchema, type PageCover } from '#core/forms';
import { asRichText } from '#core/rich-text';
import { sanitizeDesign } from '#server/forms/sanitize-design';
import { acceptableDesign } from './design-guard';
import { ImportContext } from './import-context';
import { SurveyJsImportError } from './import-error';
import { surveyJsNoteCodes } from './note-codes';
import { convertPages } from './pages';
import { SourceObject } from './source-object';
import { descriptionOf, fitText } from './texts';
import { visibilityRules } from './visibility-rules';

/** The title a survey without one gets (the author renames it before creating the form). */
const UNTITLED = 'SurveyJS';

function titleOf(context: ImportContext, survey: SourceObject): string {
  const title = survey.text('title')?.trim();
  if (title) return fitText(context, 'survey', title, 500);
  context.note('survey', surveyJsNoteCodes.titleMissing, '');
  return UNTITLED;
}

/** `completedHtml`: the thank-you page's text. */
function thankYouOf(context: ImportContext, survey: SourceObject): PageCover | undefined {
  const html = survey.text('completedHtml')?.trim();
  return html ? { title: '', description: asRichText(fitText(context, 'survey', html, 10000)) } : undefined;
}

/**
 * A SurveyJS form JSON as a design of this product, with a note for everything that could not be
 * carried over as it was (docs/form-import.md), its rich text sanitised. Pure: no storage, no network. Throws
 * SurveyJsImportError only for input that is no SurveyJS form (not an object, no pages nor elements)
 * or, as a safety net, that gave a design outside the schema.
 */
export function convertSurveyJs(json: unknown): FormImportOutcome {
  const survey = SourceObject.from(json);
  if (survey === null) throw new SurveyJsImportError('notAnObject');
  const context = new ImportContext();
  const phases = convertPages(context, survey);
  if (phases === null) throw new SurveyJsImportError('noPages');
  const title = titleOf(context, survey);
  const description = descriptionOf(context, 'survey', survey.text('description'), 10000) ?? '';
  const thankYou = thankYouOf(context, survey);
  const logic = visibilityRules(context);
  context.finish(survey, 'survey');
  const design = formDesignSchema.safeParse({ title, description, phases, logic, ...(thankYou ? { thankYou } : {}) });
  // every value above is made within the schema's limits; this is the last safety net, never a 500
  if (!design.success) throw new SurveyJsImportError('notConvertible');
  // the HTML of html questions and completedHtml goes through the rich-text allow-list already, for any preview of the outcome
  return { source: 'surveyjs', design: acceptableDesign(context, sanitizeDesign(design.data)), notes: context.notes };
}
