import { useIntl } from 'react-intl';
import type { AnswerCondition, AnswersForFilter } from '#core/api';
import { Button } from '#app/shared/ui/button';
import { NativeSelect } from '#app/shared/ui/native-select';
import { TextField } from '#app/shared/ui/text-field';
import { useT } from '#app/shared/i18n/use-t';
import { answersMessages } from './answers-messages';

export interface DraftCondition {
  elementId: string;
  value: string;
}

type FilterQuestion = AnswersForFilter['questions'][number];

const byChoice = (question: FilterQuestion | undefined) => Boolean(question && question.choices.length > 0 && question.ops.includes('eq'));

/** The condition the server understands: a choice is matched exactly, typed text is searched. */
export function toCondition(draft: DraftCondition, questions: readonly FilterQuestion[]): AnswerCondition | null {
  const question = questions.find((q) => q.elementId === draft.elementId);
  if (!question || draft.value.trim() === '') return null;
  const op: AnswerCondition['op'] = byChoice(question) || !question.ops.includes('contains') ? 'eq' : 'contains';
  return { elementId: question.elementId, op, value: draft.value.trim() };
}

/** One "question + answer" pair of the filter; the second and later ones can be removed. */
export function AnswerConditionFields({ index, draft, questions, onChange, onRemove }: {
  index: number;
  draft: DraftCondition;
  questions: readonly FilterQuestion[];
  onChange: (draft: DraftCondition) => void;
  /** undefined for the first condition, which stays */
  onRemove?: (() => void) | undefined;
}) {
  const intl = useIntl();
  const t = useT(answersMessages);
  const question = questions.find((q) => q.elementId === draft.elementId);
  return (
    <fieldset className="stats-condition">
      <legend className={index === 0 ? 'sr-only' : 'stats-condition-legend'}>{t('answers.condition', { n: index + 1 })}</legend>
      <NativeSelect label={t('answers.question')} placeholder={t('answers.anyQuestion')} value={draft.elementId}
        options={questions.map((q) => ({
          value: q.elementId,
          label: q.removedAfterVersion === undefined ? q.title : t('answers.removedQuestionOption', { title: q.title, version: q.removedAfterVersion }),
        }))}
        onChange={(elementId) => onChange({ elementId, value: '' })} />
      {question && (byChoice(question) ? (
        <NativeSelect label={t('answers.answerIs')} placeholder={t('answers.anyAnswer')} value={draft.value}
          options={question.choices.map((c) => ({ value: c.value, label: `${c.label} (${intl.formatNumber(c.count)})` }))}
          onChange={(value) => onChange({ ...draft, value })} />
      ) : (
        <TextField label={t('answers.answerContains')} value={draft.value} onChange={(value) => onChange({ ...draft, value })} />
      ))}
      {onRemove && <Button variant="quiet" onPress={onRemove}>{t('answers.removeCondition', { n: index + 1 })}</Button>}
    </fieldset>
  );
}
