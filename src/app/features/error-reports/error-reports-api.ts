import { queryOptions } from '@tanstack/react-query';
import { type ErrorReportItem, errorReportCalls as calls, formListCalls } from '#core/api';
import { callApi } from '#app/shared/http/call-api';

export const ERROR_REPORTS_PAGE_SIZE = 20;
/** The form filter offers the company's forms by title; one generous page is enough in practice. */
const FORM_CHOICES = 200;

/** The filters as the address holds them: a filter absent or undefined shows all. */
export interface ErrorReportFilters {
  status?: 0 | 1 | undefined;
  search?: string | undefined;
  formId?: number | undefined;
  page: number;
}

export const errorReportKeys = {
  all: ['error-reports'] as const,
  list: (filters: ErrorReportFilters) => [...errorReportKeys.all, 'list', filters] as const,
  forms: () => [...errorReportKeys.all, 'forms'] as const,
};

export const errorReportsQuery = (filters: ErrorReportFilters) =>
  queryOptions({
    queryKey: errorReportKeys.list(filters),
    queryFn: ({ signal }) => callApi(calls.list, {
      query: { status: filters.status, search: filters.search, formId: filters.formId, page: filters.page, pageSize: ERROR_REPORTS_PAGE_SIZE },
      signal,
    }),
    staleTime: 0,
  });

/** list-all answers only to those who may see every form; without it the form filter is left out. */
export const reportFormChoicesQuery = () =>
  queryOptions({
    queryKey: errorReportKeys.forms(),
    queryFn: ({ signal }) => callApi(formListCalls.all, { query: { page: 1, pageSize: FORM_CHOICES, sort: 'title', order: 'asc' }, signal }),
    retry: false,
  });

export function changeReportStatus(id: number, status: 0 | 1): Promise<ErrorReportItem> {
  return callApi(calls.changeStatus, { body: { id, status } });
}
