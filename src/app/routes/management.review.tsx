import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { AccessDenied } from '#app/shell/management/access-denied';
import { useCanReview } from '#app/features/review/review-access';
import { ReviewQueuePage } from '#app/features/review/review-queue-page';

const searchSchema = z.object({ form: z.number().int().positive().optional().catch(undefined) });

export const Route = createFileRoute('/management/review')({
  validateSearch: searchSchema,
  component: ReviewRoute,
});

function ReviewRoute() {
  const { form } = Route.useSearch();
  const navigate = Route.useNavigate();
  const canReview = useCanReview();
  const open = useCallback((id: number | undefined) => void navigate({ search: { form: id } }), [navigate]);
  if (!canReview) return <AccessDenied />;
  return <ReviewQueuePage formId={form} onOpen={open} />;
}
