import { useIntl } from 'react-intl';
import type { QuestionStatistics } from '#core/api';
import { BucketFigures, GridFigures, NumericFigures } from './question-figures';
import { TextAnswers } from './text-answers';
import { useT } from '#app/shared/i18n/use-t';
import { reviewKindMessages } from '#app/shared/forms/review-kind-messages';
import { statisticsMessages } from './statistics-messages';

function Figures({ question, formId }: { question: QuestionStatistics; formId: number }) {
  switch (question.chart) {
    case 'choice':
    case 'province':
      return <BucketFigures question={question} />;
    case 'grid':
      return <GridFigures question={question} />;
    case 'numeric':
      return <NumericFigures question={question} />;
    case 'text':
      return <TextAnswers formId={formId} elementId={question.elementId} title={question.title} />;
    default:
      return null;
  }
}

/** One question: its kind, how many answered or skipped it, and its chart with the table behind it. */
export function QuestionCard({ question, formId }: { question: QuestionStatistics; formId: number }) {
  const intl = useIntl();
  const t = useT(reviewKindMessages, statisticsMessages);
  const headingId = `stats-q-${question.elementId}`;
  return (
    <section className="card stats-question" aria-labelledby={headingId}>
      <h3 id={headingId}>{question.title || t(`reviewKind.${question.kind}`)}</h3>
      <p className="muted stats-question-meta">
        {t(`reviewKind.${question.kind}`)} · {t('stats.answeredOf', {
          answered: intl.formatNumber(question.answered), skipped: intl.formatNumber(question.skipped),
        })}
      </p>
      {question.removedAfterVersion !== undefined && (
        <p className="stats-removed">{t('stats.removedQuestion', { version: question.removedAfterVersion })}</p>
      )}
      <Figures question={question} formId={formId} />
    </section>
  );
}
