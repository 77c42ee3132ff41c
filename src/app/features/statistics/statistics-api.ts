import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  answerListSchema, answersForFilterSchema, chartByDateSchema, groupByQuestionSchema, managerStatisticalSchema,
  overviewStatisticalSchema, statisticsCalls as calls, textAnswerListSchema, type answerSortSchema, type AnswerFilters,
} from '#core/api';
import { appConfig } from '#app/shared/config/app-config';
import { fetchWithOfflineCopy } from '#app/shared/http/offline-query';
import { callApi } from '#app/shared/http/call-api';
import { currentLanguage } from '#app/shared/i18n/language-store';
import { answerDetailSchema } from './answer-detail-schema';

export type AnswerSort = z.infer<typeof answerSortSchema>;

export const statisticsKeys = {
  all: ['statistics'] as const,
  form: (formId: number) => [...statisticsKeys.all, 'form', formId] as const,
};

/** A per-form read that an author can still open offline: the last copy kept on this device, with its time. */
function withCopy<T>(what: string, schema: z.ZodType<T>, load: () => Promise<T>) {
  return fetchWithOfflineCopy(`${appConfig.companyId}:statistics:${what}`, schema, load);
}

export const ANSWERS_PAGE_SIZE = 20;
export const TEXT_PAGE_SIZE = 10;

/** POST answers-group-by-question: every question's statistics under the filters. */
export const groupByQuestionQuery = (formId: number, filters: AnswerFilters, language = currentLanguage()) =>
  queryOptions({
    // the server labels questions and options in the reader's language (a bilingual form's English texts)
    queryKey: [...statisticsKeys.form(formId), 'questions', filters, language] as const,
    queryFn: ({ signal }) => withCopy(`questions:${formId}:${JSON.stringify(filters)}:${language}`, groupByQuestionSchema, () =>
      callApi(calls.groupByQuestion, { body: { formId, ...filters }, signal })),
  });

/** GET answers-chart-by-date: answers per Vietnam day, one form or (no formId) every form the caller reads. */
export const chartByDateQuery = (formId: number | undefined, days = 30) =>
  queryOptions({
    queryKey: [...statisticsKeys.all, 'by-date', formId ?? 'all', days] as const,
    queryFn: ({ signal }) => withCopy(`by-date:${formId ?? 'all'}:${days}`, chartByDateSchema, () =>
      callApi(calls.chartByDate, { query: { formId, days }, signal })),
  });

/** GET answers-chart-table-text: one page of a text question's answers. */
export const textAnswersQuery = (formId: number, elementId: string, page: number) =>
  queryOptions({
    queryKey: [...statisticsKeys.form(formId), 'text', elementId, page] as const,
    queryFn: ({ signal }) => withCopy(`text:${formId}:${elementId}:${page}`, textAnswerListSchema, () =>
      callApi(calls.textAnswers, { query: { formId, elementId, page, pageSize: TEXT_PAGE_SIZE }, signal })),
    placeholderData: keepPreviousData,
  });

/** The answer table's query: the filters (callApi sends `where` as JSON text). */
export function answersQueryString(formId: number, filters: AnswerFilters, sort: AnswerSort, page: number) {
  return {
    formId, from: filters.from, to: filters.to, respondent: filters.respondent || undefined,
    ...(filters.where.length > 0 && { where: filters.where }), sort, page, pageSize: ANSWERS_PAGE_SIZE,
  };
}

/** GET answers-v2: one page of the answer table. */
export const answersQuery = (formId: number, filters: AnswerFilters, sort: AnswerSort, page: number) => {
  const query = answersQueryString(formId, filters, sort, page);
  return queryOptions({
    queryKey: [...statisticsKeys.form(formId), 'answers', query] as const,
    queryFn: ({ signal }) => withCopy(`answers:${JSON.stringify(query)}`, answerListSchema, () =>
      callApi(calls.answerTable, { query, signal })),
    placeholderData: keepPreviousData,
  });
};

/** GET {id}/answers-for-filter: what each question offers to filter by. */
export const answersForFilterQuery = (formId: number, language = currentLanguage()) =>
  queryOptions({
    queryKey: [...statisticsKeys.form(formId), 'filter', language] as const,
    queryFn: ({ signal }) => withCopy(`filter:${formId}:${language}`, answersForFilterSchema, () =>
      callApi(calls.answersForFilter, { params: { id: formId }, signal })),
  });

/** GET {id}/answers/{responseId}: one response. */
export const answerDetailQuery = (formId: number, responseId: string, language = currentLanguage()) =>
  queryOptions({
    queryKey: [...statisticsKeys.form(formId), 'detail', responseId, language] as const,
    queryFn: ({ signal }) => withCopy(`detail:${formId}:${responseId}:${language}`, answerDetailSchema, () =>
      callApi(calls.answerDetail, { params: { id: formId, responseId }, signal })),
  });

export const overviewStatisticalQuery = () =>
  queryOptions({
    queryKey: [...statisticsKeys.all, 'overview'] as const,
    queryFn: ({ signal }) => withCopy('overview', overviewStatisticalSchema, () =>
      callApi(calls.overviewStatistical, { signal })),
  });

export const managerStatisticalQuery = () =>
  queryOptions({
    queryKey: [...statisticsKeys.all, 'manager'] as const,
    queryFn: ({ signal }) => withCopy('manager', managerStatisticalSchema, () =>
      callApi(calls.managerStatistical, { signal })),
  });
