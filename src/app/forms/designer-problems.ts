import type { FieldProblem } from '#core/answers/validate-answers';
import type { FormDesign, PageCover } from '#core/forms/form.schema';
import { checkDesign } from '#core/forms/validate-design';
import { ruleWarnings } from '#core/logic/rule-warnings';
import { elementsOf } from './designer-state';

/** A redirect after the thank-you page: a path of this site ("/x") or an http(s) address. */
export function isRedirectPath(value: string): boolean {
  if (/^\/(?!\/)[^\s\\]*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function coverProblems(page: 'welcome' | 'thankYou', cover: PageCover | undefined): FieldProblem[] {
  const path = cover?.redirectPath?.trim() ?? '';
  return path !== '' && !isRedirectPath(path) ? [{ field: `${page}.redirectPath`, key: 'validation.notRightFormat' }] : [];
}

function settingsProblems({ settings }: FormDesign): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (settings.startsAt && settings.closesAt && Date.parse(settings.startsAt) >= Date.parse(settings.closesAt)) {
    problems.push({ field: 'settings.closesAt', key: 'validation.dateRangeInvalid' });
  }
  if (settings.maxAnswers !== null && !(Number.isInteger(settings.maxAnswers) && settings.maxAnswers > 0)) {
    problems.push({ field: 'settings.maxAnswers', key: 'validation.invalidLimit' });
  }
  if (settings.formType === 'organisation' && settings.organisationId === null) {
    problems.push({ field: 'settings.organisationId', key: 'validation.required' });
  }
  return problems;
}

/** core's checkDesign plus what the schema would refuse on save (empty option labels, unfinished rules, settings, redirects). */
export function designProblems(design: FormDesign): FieldProblem[] {
  const problems = checkDesign(design);
  const add = (problem: FieldProblem) => {
    if (!problems.some((p) => p.field === problem.field)) problems.push(problem);
  };
  for (const element of elementsOf(design)) {
    for (const option of element.options ?? []) {
      if (option.label.trim() === '') add({ field: `elements.${element.id}.options.${option.id}`, key: 'validation.titleRequired' });
    }
  }
  for (const rule of design.logic) {
    if (rule.conditions.some((c) => c.value === '')) add({ field: `logic.${rule.id}`, key: 'validation.logicIncomplete' });
  }
  [...coverProblems('welcome', design.welcome), ...coverProblems('thankYou', design.thankYou), ...settingsProblems(design)].forEach(add);
  return problems;
}

/** Rules that can be saved but will never apply or name a deleted question (the logic tab shows them). */
export function designWarnings(design: FormDesign) {
  return ruleWarnings(design);
}

export function problemAt(problems: readonly FieldProblem[], field: string): FieldProblem | undefined {
  return problems.find((p) => p.field === field);
}
