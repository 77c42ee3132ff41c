import { type AnswerValue, isOtherChoice, OTHER_PREFIX, otherChoice, otherChoiceText } from '#core/answers';

/** The selection key of the "other" choice: its stored prefix, which no option id can clash with. */
export const OTHER_KEY = OTHER_PREFIX;

/** What a radio/dropdown/checkbox answer has chosen, as selection keys, plus the typed other text. */
export function choiceSelection(value: AnswerValue | undefined): { keys: string[]; otherText: string } {
  const items = typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  const other = items.find(isOtherChoice);
  return {
    keys: items.map((item) => (isOtherChoice(item) ? OTHER_KEY : item)),
    otherText: other === undefined ? '' : otherChoiceText(other),
  };
}

const toItem = (key: string, otherText: string) => (key === OTHER_KEY ? otherChoice(otherText) : key);

/** One choice: an option id, or `other:<text>` (empty text stays, so core can ask for it). */
export function singleChoiceAnswer(key: string | null, otherText: string): string | undefined {
  return key === null || key === '' ? undefined : toItem(key, otherText);
}

/** Ticked options in the order the author listed them, the other item last; nothing ticked is no answer. */
export function multiChoiceAnswer(keys: readonly string[], optionOrder: readonly string[], otherText: string): string[] | undefined {
  const chosen = new Set(keys);
  const items = optionOrder.filter((id) => chosen.has(id));
  if (chosen.has(OTHER_KEY)) items.push(toItem(OTHER_KEY, otherText));
  return items.length === 0 ? undefined : items;
}
