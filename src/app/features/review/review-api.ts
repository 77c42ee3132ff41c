import { queryOptions } from '@tanstack/react-query';
import { api, formListCalls } from '#core/api';
import { formFullDetailSchema, formReviewSchema } from '#core/forms';
import { apiRequest } from '#app/shared/http/api-client';
import { callApi } from '#app/shared/http/call-api';

/** Oldest waiting first, a page at a time like every other list. */
export const QUEUE_PAGE_SIZE = 20;

export const reviewKeys = {
  all: ['review'] as const,
  queue: (page: number) => [...reviewKeys.all, 'queue', page] as const,
  detail: (id: number) => [...reviewKeys.all, 'detail', id] as const,
};

export const reviewQueueQuery = (page: number) =>
  queryOptions({
    queryKey: reviewKeys.queue(page),
    queryFn: ({ signal }) =>
      callApi(formListCalls.awaitingReview, { query: { page, pageSize: QUEUE_PAGE_SIZE, sort: 'updatedAt', order: 'asc' }, signal }),
    staleTime: 0,
  });

/** GET {id}/detail: the design, who it is shared with and the review timeline. */
export const reviewDetailQuery = (id: number) =>
  queryOptions({
    queryKey: reviewKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(api.formDetail(id), { schema: formFullDetailSchema, signal }),
    staleTime: 0,
  });

export async function approveForm(id: number): Promise<void> {
  await apiRequest(api.formApprove(id), { method: 'POST', body: {} });
}

export async function rejectForm(id: number, reason: string): Promise<void> {
  await apiRequest(api.formReject(id), { method: 'POST', body: { reason } });
}

/** GET {id}/review-timeline: the approval timeline alone (the form editor's settings tab). */
export const reviewTimelineQuery = (id: number, status: number | null) =>
  queryOptions({
    queryKey: [...reviewKeys.all, 'timeline', id, status] as const,
    queryFn: ({ signal }) => apiRequest(api.formReviewTimeline(id), { schema: formReviewSchema.array(), signal }),
    retry: false,
  });
