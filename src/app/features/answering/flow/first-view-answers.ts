import { z } from 'zod';
import type { AnswerValue, Answers } from '#core/answers';
import { FIRST_PAINT_ELEMENT_ID, FIRST_VIEW_ANSWERS_KEY_PREFIX } from '#core/constants';
import { type FormElement, type PublicForm, allElements } from '#core/forms';
import { multiChoiceAnswer } from '../kinds/choice-values';
import { parseTypedNumber } from '../kinds/typed-number';

/**
 * What a person typed into the server's first view before the app was live (D86,
 * src/core/first-view/first-view-keeper.ts marks each such question `data-typed`), as the
 * answers the app keeps. A text box gives its text; choices the values of the ticked inputs.
 */
type Typed = string | string[];

export type TypedAnswers = Record<string, AnswerValue | undefined>;

function typedIn(box: Element): Typed {
  const options = [...box.querySelectorAll<HTMLInputElement>('input[type=radio], input[type=checkbox]')];
  if (options.length > 0) return options.filter((option) => option.checked).map((option) => option.value);
  return box.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')?.value ?? '';
}

const optionIds = (element: FormElement) => (element.options ?? []).map((option) => option.id);

/** The answer the live page would hold for what was typed; undefined for nothing (or a value the question does not offer). */
export function typedAnswer(element: FormElement, typed: Typed, language: string): AnswerValue | undefined {
  const text = typeof typed === 'string' ? typed : '';
  const picked = typeof typed === 'string' ? (typed === '' ? [] : [typed]) : typed;
  switch (element.kind) {
    case 'text':
    case 'email':
    case 'phone':
    case 'nationalId':
      return text === '' ? undefined : text;
    case 'number':
    case 'decimal':
      return parseTypedNumber(text, language);
    case 'radio':
    case 'dropdown':
      return picked.find((id) => optionIds(element).includes(id));
    case 'checkbox':
      return multiChoiceAnswer(picked, optionIds(element), '');
    case 'boolean':
      return picked[0] === 'true' ? true : picked[0] === 'false' ? false : undefined;
    case 'linearScale':
    case 'rating': {
      const point = picked[0] === undefined ? Number.NaN : Number(picked[0]);
      return Number.isInteger(point) ? point : undefined;
    }
    default:
      return undefined;
  }
}

/** The first view's form of `form`, while it is on the page. */
function firstViewOf(form: PublicForm): HTMLFormElement | null {
  const view = document.getElementById(FIRST_PAINT_ELEMENT_ID);
  const element = view?.querySelector<HTMLFormElement>('form[data-form-id]');
  return element?.dataset.formId === String(form.id) ? element : null;
}

export const firstViewOnScreen = (): boolean => document.getElementById(FIRST_PAINT_ELEMENT_ID) !== null;

const keyOf = (formId: number) => `${FIRST_VIEW_ANSWERS_KEY_PREFIX}${formId}`;

/** Each question's value when it was last taken, so that a later take returns what changed since. */
const taken = new Map<string, string>();

/** What was typed into the first view since the last take (undefined: a question emptied since). */
export function takeFirstViewAnswers(form: PublicForm): TypedAnswers {
  const view = firstViewOf(form);
  if (!view) return {};
  const elements = new Map(allElements(form.design).map((element) => [element.id, element]));
  const language = document.documentElement.lang;
  const changes: TypedAnswers = {};
  for (const box of view.querySelectorAll<HTMLElement>('[data-question][data-typed]')) {
    const element = elements.get(box.dataset.question ?? '');
    if (!element) continue;
    const typed = typedIn(box);
    const seen = JSON.stringify(typed);
    if (taken.get(element.id) === seen) continue;
    taken.set(element.id, seen);
    changes[element.id] = typedAnswer(element, typed, language);
  }
  return changes;
}

/** The keeper's copy as it may be found on the device (written by this or an older version): anything else is ignored. */
const keptCopySchema = z.record(z.string().max(140), z.union([z.string().max(100_000), z.array(z.string().max(2000)).max(1000)]));

/**
 * What the keeper kept of a first view the app never took (the page was closed before the draft
 * was written, and this visit's page came from the service worker without a first view).
 */
function keptFirstViewAnswers(form: PublicForm): TypedAnswers {
  let kept: unknown;
  try {
    kept = JSON.parse(localStorage.getItem(keyOf(form.id)) ?? '{}');
  } catch {
    return {};
  }
  const parsed = keptCopySchema.safeParse(kept);
  if (!parsed.success) return {};
  const language = document.documentElement.lang;
  const elements = new Map(allElements(form.design).map((element) => [element.id, element]));
  return Object.fromEntries(Object.entries(parsed.data).flatMap(([id, typed]) => {
    const element = elements.get(id);
    return element ? [[id, typedAnswer(element, typed, language)]] : [];
  }));
}

/** Typed before the app was live: from the first view on screen, else from the keeper's copy on the device. */
export function takeTypedBeforeLive(form: PublicForm): TypedAnswers {
  return firstViewOf(form) ? takeFirstViewAnswers(form) : keptFirstViewAnswers(form);
}

/** The answers among changes (a question left empty in the first view does not clear what the device kept). */
export function givenAnswers(changes: TypedAnswers): Answers {
  return Object.fromEntries(Object.entries(changes).filter((entry): entry is [string, AnswerValue] => entry[1] !== undefined));
}

/** The keeper's copy of the first view's answers is still on the device. */
export function firstViewAnswersKept(formId: number): boolean {
  try {
    return localStorage.getItem(keyOf(formId)) !== null;
  } catch {
    return false;
  }
}

/** The keeper's copy can go: the draft on the device now holds what was typed. */
export function forgetFirstViewAnswers(formId: number): void {
  try {
    localStorage.removeItem(keyOf(formId));
  } catch {
    // storage unavailable: the keeper could not have kept anything either
  }
}
