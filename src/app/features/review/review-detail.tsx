import { useQuery } from '@tanstack/react-query';
import { FormStatus } from '#core/forms';
import { plainText } from '#core/forms';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { Spinner } from '#app/shared/ui/spinner';
import { reviewDetailQuery } from './review-api';
import { useDateTime } from '#app/shared/i18n/use-date-time';
import { ReviewDecision } from './review-decision';
import type { FormPreviewView } from '#app/shared/lib/form-preview-view';
import { ReviewPreview } from './review-preview';
import { ReviewRespondentView } from './review-respondent-view';
import { ReviewTimeline } from './review-timeline';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { reviewMessages } from './review-messages';

/** One awaiting form: who sent it, its content read-only (and as respondents see it), its review timeline, and the decision. */
export function ReviewDetail({ formId, onBack, preview }: { formId: number; onBack: () => void; preview?: FormPreviewView | undefined }) {
  const t = useT(commonMessages, reviewMessages);
  const dateTime = useDateTime();
  const detail = useQuery(reviewDetailQuery(formId));
  const back = (
    <Button variant="quiet" onPress={onBack}>
      <span aria-hidden="true">←</span> {t('reviewQueue.back')}
    </Button>
  );
  if (detail.isPending) return <>{back}<Spinner label={t('reviewQueue.detailLoading')} /></>;
  if (detail.isError) {
    return (
      <>
        {back}
        <Alert tone="error">
          {t('reviewQueue.detailFailed')} {detail.error.message}{' '}
          <Button onPress={() => void detail.refetch()}>{t('common.retry')}</Button>
        </Alert>
      </>
    );
  }
  const form = detail.data;
  const title = plainText(form.design.title) || t('reviewQueue.untitled');
  return (
    <div className="review-detail">
      {back}
      <h1>{title}</h1>
      <p className="muted">{t('reviewQueue.byOwner', { name: form.ownerName, version: form.version, when: dateTime(form.updatedAt) })}</p>
      {form.status !== FormStatus.AwaitingReview && <Alert tone="info">{t('reviewQueue.notAwaiting')}</Alert>}
      {form.status === FormStatus.AwaitingReview && typeof form.publishedVersion === 'number' && form.publishedVersion !== form.version && (
        <Alert tone="info">{t('reviewQueue.liveVersion', { approved: form.publishedVersion })}</Alert>
      )}
      <ReviewPreview design={form.design} />
      {preview && <ReviewRespondentView form={form} view={preview} />}
      <ReviewTimeline reviews={form.reviews} />
      {form.status === FormStatus.AwaitingReview && <ReviewDecision formId={form.id} title={title} onDone={onBack} />}
    </div>
  );
}
