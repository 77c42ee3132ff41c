import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { AnswerCondition, AnswerFilters } from '#core/api/statistics.contract';
import { Button } from '../ui/button';
import { NativeSelect } from '../ui/native-select';
import { TextField } from '../ui/text-field';
import { answersForFilterQuery } from './statistics-api';

function DateInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** The answer table's filters: a date range, the respondent, and the answer to one question. */
export function AnswerFiltersForm({ formId, filters, onApply }: { formId: number; filters: AnswerFilters; onApply: (filters: AnswerFilters) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const questions = useQuery(answersForFilterQuery(formId)).data?.data.questions ?? [];
  const first = filters.where[0];
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const [respondent, setRespondent] = useState(filters.respondent ?? '');
  const [elementId, setElementId] = useState(first?.elementId ?? '');
  const [value, setValue] = useState(first?.value ?? '');
  const question = questions.find((q) => q.elementId === elementId);
  const byChoice = Boolean(question && question.choices.length > 0 && question.ops.includes('eq'));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const op: AnswerCondition['op'] = byChoice || !question?.ops.includes('contains') ? 'eq' : 'contains';
    const where = question && value.trim() !== '' ? [{ elementId: question.elementId, op, value: value.trim() }] : [];
    onApply({ from: from || undefined, to: to || undefined, respondent: respondent.trim() || undefined, where });
  };
  const clear = () => {
    setFrom(''); setTo(''); setRespondent(''); setElementId(''); setValue('');
    onApply({ where: [] });
  };
  return (
    <form className="card stats-filters" aria-label={t('answers.filters')} onSubmit={apply}>
      <DateInput label={t('answers.from')} value={from} onChange={setFrom} />
      <DateInput label={t('answers.to')} value={to} onChange={setTo} />
      <TextField label={t('answers.respondent')} value={respondent} onChange={setRespondent} />
      <NativeSelect label={t('answers.question')} placeholder={t('answers.anyQuestion')} value={elementId}
        options={questions.map((q) => ({ value: q.elementId, label: q.title }))}
        onChange={(id) => { setElementId(id); setValue(''); }} />
      {question && (byChoice ? (
        <NativeSelect label={t('answers.answerIs')} placeholder={t('answers.anyAnswer')} value={value}
          options={question.choices.map((c) => ({ value: c.value, label: `${c.label} (${intl.formatNumber(c.count)})` }))}
          onChange={setValue} />
      ) : (
        <TextField label={t('answers.answerContains')} value={value} onChange={setValue} />
      ))}
      <div className="stats-filter-actions">
        <Button type="submit" variant="primary">{t('answers.apply')}</Button>
        <Button onPress={clear}>{t('answers.clear')}</Button>
      </div>
    </form>
  );
}
