import './review.css';
import type { FormPreviewView } from '#app/shared/lib/form-preview-view';
import { ReviewDetail } from './review-detail';
import { ReviewList } from './review-list';
import { useT } from '#app/shared/i18n/use-t';
import { reviewMessages } from './review-messages';

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
  const t = useT(reviewMessages);
  if (formId !== undefined) return <ReviewDetail formId={formId} onBack={() => onOpen(undefined)} preview={preview} />;
  return (
    <div className="review-queue">
      <h1>{t('reviewQueue.title')}</h1>
      <p className="muted">{t('reviewQueue.intro')}</p>
      <ReviewList page={page} onPage={onPage} onOpen={onOpen} />
    </div>
  );
}
