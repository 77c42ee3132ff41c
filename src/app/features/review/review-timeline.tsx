import type { FormReview } from '#core/forms';
import { useDateTime } from '#app/shared/i18n/use-date-time';
import { useT } from '#app/shared/i18n/use-t';
import { reviewMessages } from './review-messages';

/** Submitted, approved, rejected (with the reason): oldest first. */
export function ReviewTimeline({ reviews }: { reviews: readonly FormReview[] }) {
  const t = useT(reviewMessages);
  const dateTime = useDateTime();
  if (reviews.length === 0) return null;
  const ordered = [...reviews].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <section className="card review-timeline" aria-labelledby="review-timeline-heading">
      <h2 id="review-timeline-heading">{t('reviewQueue.timeline')}</h2>
      <ol>
        {ordered.map((review, index) => (
          <li key={`${review.at}-${index}`} data-action={review.action}>
            <time dateTime={review.at}>
              {t('reviewQueue.timelineEntry', {
                action: t(`reviewQueue.action.${review.action}`),
                version: review.version,
                name: review.by?.name ?? t('reviewQueue.someone'),
                when: dateTime(review.at),
              })}
            </time>
            {review.reason && <p className="review-reason">{t('reviewQueue.reason', { reason: review.reason })}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
