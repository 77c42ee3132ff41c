import { queryOptions } from '@tanstack/react-query';
import { formCalls, formListCalls } from '#core/api';
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
    queryFn: ({ signal }) => callApi(formCalls.detail, { params: { id }, signal }),
    staleTime: 0,
  });

export async function approveForm(id: number): Promise<void> {
  await callApi(formCalls.approve, { params: { id } });
}

export async function rejectForm(id: number, reason: string): Promise<void> {
  await callApi(formCalls.reject, { params: { id }, body: { reason } });
}

/** GET {id}/review-timeline: the approval timeline alone (the form editor's settings tab). */
export const reviewTimelineQuery = (id: number, status: number | null) =>
  queryOptions({
    queryKey: [...reviewKeys.all, 'timeline', id, status] as const,
    queryFn: ({ signal }) => callApi(formCalls.reviewTimeline, { params: { id }, signal }),
    retry: false,
  });
