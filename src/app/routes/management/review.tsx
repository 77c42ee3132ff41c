import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { AccessDenied } from '#app/shell/management/access-denied';
import { useCanReview } from '#app/features/review/review-access';
import { ReviewQueuePage } from '#app/features/review/review-queue-page';
import { FormPreview } from '#app/features/answering/preview/form-preview';

const searchSchema = z.object({
  form: z.number().int().positive().optional().catch(undefined),
  page: z.number().int().min(2).max(100_000).optional().catch(undefined),
});

export const Route = createFileRoute('/management/review')({
  validateSearch: searchSchema,
  component: ReviewRoute,
});

function ReviewRoute() {
  const { form, page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const canReview = useCanReview();
  // the queue's page is kept while a form is open: "back" returns to it
  const open = useCallback((id: number | undefined) => void navigate({ search: (current) => ({ ...current, form: id }) }), [navigate]);
  const turn = useCallback((next: number) => void navigate({ search: { page: next > 1 ? next : undefined } }), [navigate]);
  if (!canReview) return <AccessDenied />;
  return <ReviewQueuePage formId={form} page={page ?? 1} onOpen={open} onPage={turn} preview={FormPreview} />;
}
