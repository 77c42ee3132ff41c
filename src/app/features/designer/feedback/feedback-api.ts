import { queryOptions } from '@tanstack/react-query';
import { errorReportCalls } from '#core/api';
import { callApi } from '#app/shared/http/call-api';

/** GET {id}/error-reports: what people reported about the form, newest first. */
export const formErrorReportsQuery = (formId: number) =>
  queryOptions({
    queryKey: ['forms', 'error-reports', formId] as const,
    queryFn: ({ signal }) => callApi(errorReportCalls.ofForm, { params: { id: formId }, signal }),
    staleTime: 0,
  });
