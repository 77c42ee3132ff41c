import type { ChoiceOption, FormElement } from '../forms';
import type { RichText } from '../rich-text';
import { SafeHtml, html } from './html';

/** Words the first view's copy of a question needs, in the page's language. */
export interface ElementWords {
  other: string;
  yes: string;
  no: string;
  /** "0/80 characters" under a text with a limit, its count in a `data-typed-count` element the keeper updates */
  counter: (max: number) => SafeHtml;
}

/** Rich text of a design that went through the server's sanitiser (servedDesign): written as markup. */
export function richHtml(value: RichText | undefined, className = ''): SafeHtml | null {
  if (!value) return null;
  return html`<div class="rich-text-view ${className}">${new SafeHtml(value)}</div>`;
}

const fieldId = (element: FormElement) => `first-paint-${element.id}`;

/** An author's label, or the app's word where the author left it empty. */
export const labelOr = (label: string | undefined, word: string): string => (label === undefined || label === '' ? word : label);

function requiredMarker(element: FormElement): SafeHtml | null {
  return element.required ? html`<span class="required-marker" aria-hidden="true">*</span>` : null;
}

/** The author's description and the hint after it, joined by " · " as the answering page does. */
function description(element: FormElement, hint?: SafeHtml): SafeHtml | null {
  if (!element.description && !hint) return null;
  const rich = element.description ? html`<span class="rich-text-view">${new SafeHtml(element.description)}</span>` : null;
  return html`<div class="field-description">${rich}${rich && hint ? ' · ' : ''}${hint}</div>`;
}

const inputTypes: Partial<Record<FormElement['kind'], string>> = {
  email: 'email', phone: 'tel', number: 'text', decimal: 'text', date: 'text', datetime: 'text', nationalId: 'text', text: 'text',
};

/** Kinds whose answer the app reads from a plain text box; dates need the app's own field, so they wait for it. */
const typedBeforeLive = new Set<FormElement['kind']>(['email', 'phone', 'number', 'decimal', 'nationalId', 'text']);

/** The keyboard a phone shows, as the live page asks for it. */
function inputMode(element: FormElement): string | null {
  if (element.kind === 'number') return (element.min ?? 0) >= 0 ? 'numeric' : 'decimal';
  if (element.kind === 'decimal') return 'decimal';
  if (element.kind === 'nationalId') return 'numeric';
  return null;
}

/** The attributes the live page's control has for this kind, and `disabled` where the first view cannot take the answer. */
function controlAttributes(element: FormElement, maxLength: number | undefined): SafeHtml {
  const mode = inputMode(element);
  return html`${mode ? html` inputmode="${mode}"` : null}${maxLength === undefined ? null : html` maxlength="${String(maxLength)}"`}${
    typedBeforeLive.has(element.kind) ? null : new SafeHtml(' disabled')
  }`;
}

function typedField(element: FormElement, type: string, words: ElementWords): SafeHtml {
  const id = fieldId(element);
  const maxLength = element.kind === 'text' || element.kind === 'email' ? element.maxLength : undefined;
  const multiline = element.kind === 'text' && (element.multiline ?? (maxLength === undefined || maxLength > 200));
  const placeholder = element.placeholder ?? '';
  const attributes = controlAttributes(element, maxLength);
  const control = multiline
    ? html`<textarea id="${id}" class="answer-input" rows="4" placeholder="${placeholder}"${attributes}></textarea>`
    : html`<input id="${id}" class="answer-input" type="${type}" placeholder="${placeholder}"${attributes}>`;
  const counter = maxLength === undefined ? undefined : words.counter(maxLength);
  return html`<div class="field" data-question="${element.id}"><label class="field-label" for="${id}">${element.title}${requiredMarker(element)}</label>${control}${description(element, counter)}</div>`;
}

/** A choice as the first view shows it: `value` is what the answer stores; an inert one ("other", which needs its text) waits for the live page. */
interface Choice { label: string; value: string; inert?: boolean }

function choices(element: FormElement, words: ElementWords): Choice[] {
  const options: Choice[] = (element.options ?? []).map((option: ChoiceOption) => ({ label: option.label, value: option.id }));
  if (element.otherOption) options.push({ label: labelOr(element.otherLabel, words.other), value: '', inert: true });
  return options;
}

function scalePoints(element: FormElement): Choice[] {
  const min = element.kind === 'rating' ? 1 : Math.trunc(element.min ?? 1);
  const max = Math.trunc(element.max ?? 5);
  const count = Math.max(0, Math.min(max - min + 1, 20));
  return Array.from({ length: count }, (_, i) => ({ label: String(min + i), value: String(min + i) }));
}

const inert = (choice: Choice) => (choice.inert ? new SafeHtml(' disabled') : null);

function group(element: FormElement, items: readonly Choice[], type: 'radio' | 'checkbox', inline: boolean): SafeHtml {
  const labelId = `${fieldId(element)}-label`;
  const role = type === 'radio' ? 'radiogroup' : 'group';
  const option = (item: Choice) => type === 'radio'
    ? html`<label class="radio first-paint-choice"><input type="radio" name="${fieldId(element)}" value="${item.value}"${inert(item)}>${item.label}</label>`
    : html`<label class="checkbox first-paint-choice"><input type="checkbox" value="${item.value}"${inert(item)}><span class="box" aria-hidden="true">✓</span>${item.label}</label>`;
  return html`<div class="field" role="${role}" aria-labelledby="${labelId}" data-question="${element.id}"><span class="field-label" id="${labelId}">${element.title}${requiredMarker(element)}</span>${description(element)}<div class="${type === 'radio' ? 'radio-group' : 'checkbox-group'}${inline ? ' answer-inline' : ''}">${items.map(option)}</div></div>`;
}

function dropdown(element: FormElement, words: ElementWords): SafeHtml {
  const id = fieldId(element);
  return html`<div class="field" data-question="${element.id}"><label class="field-label" for="${id}">${element.title}${requiredMarker(element)}</label><select id="${id}" class="answer-input"><option value=""></option>${
    choices(element, words).map((c) => html`<option value="${c.value}"${inert(c)}>${c.label}</option>`)
  }</select>${description(element)}</div>`;
}

/** Kinds shown by title and description only until the page is live (grids, tables, files, places, media). */
function titled(element: FormElement): SafeHtml {
  return html`<div class="field"><p class="field-label">${element.title}${requiredMarker(element)}</p>${description(element)}</div>`;
}

/**
 * One question as HTML: the same labels, options and classes as the answering page. Its box names
 * the question (`data-question`) and each control holds the value the answer stores, so what is
 * typed before the app is live can be handed to it (first-view-keeper.ts, D86).
 */
export function elementHtml(element: FormElement, words: ElementWords): SafeHtml {
  const type = inputTypes[element.kind];
  if (type) return typedField(element, type, words);
  switch (element.kind) {
    case 'radio': return group(element, choices(element, words), 'radio', false);
    case 'checkbox': return group(element, choices(element, words), 'checkbox', false);
    case 'boolean': return group(element, [{ label: labelOr(element.trueLabel, words.yes), value: 'true' }, { label: labelOr(element.falseLabel, words.no), value: 'false' }], 'radio', true);
    case 'linearScale':
    case 'rating': return group(element, scalePoints(element), 'radio', true);
    case 'dropdown': return dropdown(element, words);
    case 'title': return html`<section class="content-block">${element.title ? html`<h2 class="content-title">${element.title}</h2>` : null}${richHtml(element.content)}${description(element)}</section>`;
    case 'quote': return html`<figure class="content-block content-quote">${element.title ? html`<figcaption class="content-title">${element.title}</figcaption>` : null}<blockquote>${richHtml(element.content)}</blockquote></figure>`;
    default: return titled(element);
  }
}
