import './review.css';
import { useQuery } from '@tanstack/react-query';
import { reviewTimelineQuery } from './review-api';
import { ReviewTimeline } from './review-timeline';

/**
 * The approval timeline of a saved form, for the form editor. Reloaded when the status changes;
 * nothing is shown before the form was first sent to review, nor when it cannot be loaded (offline).
 */
export function FormReviewTimeline({ formId, status }: { formId: number; status: number | null }) {
  const timeline = useQuery(reviewTimelineQuery(formId, status));
  return timeline.data && timeline.data.length > 0 ? <div className="form-review-timeline"><ReviewTimeline reviews={timeline.data} /></div> : null;
}
