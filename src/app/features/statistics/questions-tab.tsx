import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { AnswerFilters } from '#core/api';
import { QuestionCard } from './question-card';
import { QueryView } from './query-view';
import { groupByQuestionQuery } from './statistics-api';
import { useT } from '#app/shared/i18n/use-t';
import { statisticsMessages } from './statistics-messages';

export function isFiltered(filters: AnswerFilters): boolean {
  return Boolean(filters.from || filters.to || filters.respondent) || filters.where.length > 0;
}

/** A card per question, counted under the answer table's filters. */
export function QuestionsTab({ formId, filters }: { formId: number; filters: AnswerFilters }) {
  const intl = useIntl();
  const t = useT(statisticsMessages);
  const query = useQuery(groupByQuestionQuery(formId, filters));
  return (
    <QueryView query={query}>
      {(stats) => (
        <>
          {isFiltered(filters) && <p className="stats-filtered">{t('stats.filteredNote', { count: intl.formatNumber(stats.total) })}</p>}
          {stats.total === 0 && <p>{t('stats.noAnswers')}</p>}
          {stats.questions.length === 0 && <p>{t('stats.noQuestions')}</p>}
          <div className="stats-questions">
            {stats.questions.map((q) => <QuestionCard key={q.elementId} question={q} formId={formId} />)}
          </div>
        </>
      )}
    </QueryView>
  );
}
