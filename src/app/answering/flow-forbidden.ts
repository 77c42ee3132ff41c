import type { Answers } from '#core/answers';
import { allElements, type FormDesign } from '#core/forms';
import { evaluateLogic } from '#core/logic';

/** The questions whose answers make a rule forbid submission now: the person knows what to change. */
export function forbiddingQuestions(design: FormDesign, answers: Answers): string[] {
  const { forbiddenBy } = evaluateLogic(design.logic, answers);
  const firing = new Set(forbiddenBy);
  const ids = new Set(design.logic.filter((rule) => firing.has(rule.id)).flatMap((rule) => rule.conditions.map((c) => c.elementId)));
  return allElements(design).filter((element) => ids.has(element.id)).map((element) => element.title);
}
