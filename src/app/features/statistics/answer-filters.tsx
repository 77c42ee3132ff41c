import { useQuery } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import type { AnswerCondition, AnswerFilters } from '#core/api';
import { Button } from '#app/shared/ui/button';
import { DayField } from '#app/shared/ui/day-field';
import { TextField } from '#app/shared/ui/text-field';
import { AnswerConditionFields, type DraftCondition, toCondition } from './answer-condition-fields';
import { answersForFilterQuery } from './statistics-api';
import { useT } from '#app/shared/i18n/use-t';
import { answersMessages } from './answers-messages';

/** As many answer conditions as the server takes (statistics.contract: 20). */
const MAX_CONDITIONS = 20;
const emptyCondition: DraftCondition = { elementId: '', value: '' };

/** The answer table's filters: a date range, the respondent, and answers to any questions (all must hold). */
export function AnswerFiltersForm({ formId, filters, onApply }: { formId: number; filters: AnswerFilters; onApply: (filters: AnswerFilters) => void }) {
  const t = useT(answersMessages);
  const questions = useQuery(answersForFilterQuery(formId)).data?.data.questions ?? [];
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const [respondent, setRespondent] = useState(filters.respondent ?? '');
  const [conditions, setConditions] = useState<DraftCondition[]>(() =>
    (filters.where.length > 0 ? filters.where.map(({ elementId, value }) => ({ elementId, value })) : [emptyCondition]));
  const apply = (event: SubmitEvent) => {
    event.preventDefault();
    const where = conditions.map((c) => toCondition(c, questions)).filter((c): c is AnswerCondition => c !== null);
    onApply({ from: from || undefined, to: to || undefined, respondent: respondent.trim() || undefined, where });
  };
  const clear = () => {
    setFrom(''); setTo(''); setRespondent(''); setConditions([emptyCondition]);
    onApply({ where: [] });
  };
  const replace = (index: number, next: DraftCondition | null) =>
    setConditions((all) => all.flatMap((c, i) => (i !== index ? [c] : next ? [next] : [])));
  return (
    <form className="card stats-filters" aria-label={t('answers.filters')} onSubmit={apply}>
      <DayField label={t('answers.from')} value={from} max={to || undefined} onChange={setFrom} />
      <DayField label={t('answers.to')} value={to} min={from || undefined} onChange={setTo} />
      <TextField label={t('answers.respondent')} value={respondent} onChange={setRespondent} />
      {conditions.map((draft, index) => (
        <AnswerConditionFields key={index} index={index} draft={draft} questions={questions}
          onChange={(next) => replace(index, next)} onRemove={index > 0 ? () => replace(index, null) : undefined} />
      ))}
      <div className="stats-filter-actions">
        <Button type="submit" variant="primary">{t('answers.apply')}</Button>
        {conditions.length < MAX_CONDITIONS && (
          <Button onPress={() => setConditions((all) => [...all, emptyCondition])}>{t('answers.addCondition')}</Button>
        )}
        <Button onPress={clear}>{t('answers.clear')}</Button>
      </div>
    </form>
  );
}
