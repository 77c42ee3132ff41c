import './review.css';
import { useIntl } from 'react-intl';
import { ReviewDetail } from './review-detail';
import { ReviewList } from './review-list';

/** /management/review: the queue, or one form of it when `formId` is in the URL. */
export function ReviewQueuePage({ formId, onOpen }: { formId: number | undefined; onOpen: (id: number | undefined) => void }) {
  const intl = useIntl();
  if (formId !== undefined) return <ReviewDetail formId={formId} onBack={() => onOpen(undefined)} />;
  return (
    <div className="review-queue">
      <h1>{intl.formatMessage({ id: 'reviewQueue.title' })}</h1>
      <p className="muted">{intl.formatMessage({ id: 'reviewQueue.intro' })}</p>
      <ReviewList onOpen={onOpen} />
    </div>
  );
}
