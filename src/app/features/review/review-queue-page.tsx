import './review.css';
import { useIntl } from 'react-intl';
import type { FormPreviewView } from '#app/shared/lib/form-preview-view';
import { ReviewDetail } from './review-detail';
import { ReviewList } from './review-list';

interface Props {
  formId: number | undefined;
  page: number;
  onOpen: (id: number | undefined) => void;
  onPage: (page: number) => void;
  /** the answering feature's preview, handed in by the route */
  preview?: FormPreviewView;
}

/** /management/review: the queue (its page in the URL), or one form of it when `formId` is in the URL. */
export function ReviewQueuePage({ formId, page, onOpen, onPage, preview }: Props) {
  const intl = useIntl();
  if (formId !== undefined) return <ReviewDetail formId={formId} onBack={() => onOpen(undefined)} preview={preview} />;
  return (
    <div className="review-queue">
      <h1>{intl.formatMessage({ id: 'reviewQueue.title' })}</h1>
      <p className="muted">{intl.formatMessage({ id: 'reviewQueue.intro' })}</p>
      <ReviewList page={page} onPage={onPage} onOpen={onOpen} />
    </div>
  );
}
