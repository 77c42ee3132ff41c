import './feedback.css';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { Spinner } from '#app/shared/ui/spinner';
import { formErrorReportsQuery } from './feedback-api';
import { useDateTime } from '#app/shared/i18n/use-date-time';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { feedbackMessages } from './feedback-messages';

/** The feedback tab: error reports about the form (content, date, in process / handled). */
export function FeedbackTab({ formId }: { formId: number | null }) {
  const t = useT(commonMessages, feedbackMessages);
  return (
    <section className="card designer-section feedback-tab" aria-labelledby="feedback-heading">
      <h2 id="feedback-heading">{t('feedbackTab.title')}</h2>
      {formId === null ? <p className="muted">{t('feedbackTab.saveFirst')}</p> : <FeedbackList formId={formId} />}
    </section>
  );
}

function FeedbackList({ formId }: { formId: number }) {
  const t = useT(commonMessages, feedbackMessages);
  const dateTime = useDateTime();
  const reports = useQuery(formErrorReportsQuery(formId));
  if (reports.isPending) return <Spinner label={t('feedbackTab.loading')} />;
  if (reports.isError) {
    return (
      <Alert tone="error">
        {t('feedbackTab.loadFailed')} <Button onPress={() => void reports.refetch()}>{t('common.retry')}</Button>
      </Alert>
    );
  }
  if (reports.data.length === 0) return <p>{t('feedbackTab.empty')}</p>;
  return (
    <>
      <p className="muted">{t('feedbackTab.intro')} {t('feedbackTab.count', { count: reports.data.length })}</p>
      <ul className="feedback-list" aria-label={t('feedbackTab.title')}>
        {reports.data.map((report) => (
          <li key={report.id} className="feedback-item">
            <div className="feedback-head">
              <span className="feedback-status" data-status={report.status}>{t(`feedbackTab.status.${report.status}`)}</span>
              <time dateTime={report.createdAt} className="muted">{t('feedbackTab.sentOn', { when: dateTime(report.createdAt) })}</time>
            </div>
            <p className="feedback-content">{report.content}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
