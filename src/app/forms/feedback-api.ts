import { queryOptions } from '@tanstack/react-query';
import { formErrorReportsReplySchema } from '#core/api';
import { api } from '#core/api';
import { apiRequest } from '../http/api-client';

/** GET {id}/error-reports: what people reported about the form, newest first. */
export const formErrorReportsQuery = (formId: number) =>
  queryOptions({
    queryKey: ['forms', 'error-reports', formId] as const,
    queryFn: ({ signal }) => apiRequest(api.formErrorReports(formId), { schema: formErrorReportsReplySchema, signal }),
    staleTime: 0,
  });
