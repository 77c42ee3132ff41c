import type { FormLanguage } from './form-languages';
import { type ChoiceOption, type FormElement, elementTextFields } from './element.schema';
import type { FormDesign, PageCover } from './form.schema';

interface Translatable { translations?: { en?: object | undefined } | undefined }

/** Whether a text says something: not empty, not only spaces, empty paragraphs or line breaks. */
export function hasText(text: string | undefined): boolean {
  return (text ?? '').replace(/&nbsp;|<\/?p>|<br\s*\/?>|\s/gi, '') !== '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** `value` with every object's given English texts in place of the Vietnamese ones, at any depth. */
function overlayEnglish(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(overlayEnglish);
  if (!isRecord(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) result[key] = overlayEnglish(field);
  const english = isRecord(value.translations) ? value.translations.en : undefined;
  if (isRecord(english)) {
    for (const [key, text] of Object.entries(english)) {
      if (typeof text === 'string' && hasText(text)) result[key] = text;
    }
  }
  return result;
}

/** Whether the form's author wrote it in `language` too (a Vietnamese-only form offers no English). */
export function designOffers(design: Pick<FormDesign, 'settings'>, language: FormLanguage): boolean {
  const languages: readonly FormLanguage[] = design.settings.languages ?? ['vi'];
  return languages.includes(language);
}

/**
 * The design as a respondent, a chart or an export shows it in `language`: each text in that
 * language where the author gave it, else in Vietnamese. Vietnamese, or a language the form does
 * not declare, gives the design unchanged. Ids, values and structure never change, so answers stay
 * the same whatever language they were given in.
 */
export function localizeDesign(design: FormDesign, language: FormLanguage): FormDesign {
  if (language === 'vi' || !designOffers(design, language)) return design;
  return overlayEnglish(design) as FormDesign;
}

/** One object's text `field` in English where given, else its own (Vietnamese) text. */
export function textIn<T extends Translatable, K extends keyof T & string>(holder: T, field: K, language: FormLanguage): T[K] {
  if (language === 'vi') return holder[field];
  const english = holder.translations?.en as Partial<Record<K, unknown>> | undefined;
  const text = english?.[field];
  return typeof text === 'string' && hasText(text) ? (text as T[K]) : holder[field];
}

type Missing = (field: string, holder: Translatable & object, texts: readonly string[]) => void;

function pageCoverGaps(page: PageCover | undefined, at: string, check: Missing): void {
  if (page) check(at, page, ['title', 'description', 'buttonText']);
}

function optionGaps(items: readonly ChoiceOption[] | undefined, at: string, check: Missing): void {
  for (const item of items ?? []) check(`${at}.${item.id}`, item, ['label']);
}

function elementGaps(element: FormElement, check: Missing): void {
  const at = `elements.${element.id}`;
  check(at, element, elementTextFields);
  optionGaps(element.options, `${at}.options`, check);
  optionGaps(element.rows, `${at}.rows`, check);
  optionGaps(element.columns, `${at}.columns`, check);
}

/**
 * Where a form that declares English has a Vietnamese text without its English one, as field
 * paths (`title`, `phases.<id>.title`, `elements.<id>.options.<optionId>`, `welcome.buttonText`,
 * `settings.inactiveMessage`...). The designer warns with them; saving is not refused (the
 * respondent then reads the Vietnamese text). Empty for a Vietnamese-only form.
 */
export function missingEnglishTexts(design: FormDesign): string[] {
  if (!designOffers(design, 'en')) return [];
  const missing: string[] = [];
  const check: Missing = (at, holder, texts) => {
    const english: Record<string, unknown> = { ...holder.translations?.en };
    const own = holder as Record<string, unknown>;
    for (const field of texts) {
      const vietnamese = own[field];
      const translated = english[field];
      if (typeof vietnamese === 'string' && hasText(vietnamese) && !(typeof translated === 'string' && hasText(translated))) {
        missing.push(at === '' ? field : `${at}.${field}`);
      }
    }
  };
  check('', design, ['title', 'description']);
  for (const phase of design.phases) {
    check(`phases.${phase.id}`, phase, ['title', 'description']);
    phase.elements.forEach((element) => { elementGaps(element, check); });
  }
  pageCoverGaps(design.welcome, 'welcome', check);
  pageCoverGaps(design.thankYou, 'thankYou', check);
  check('settings', design.settings, ['inactiveMessage']);
  return missing;
}
