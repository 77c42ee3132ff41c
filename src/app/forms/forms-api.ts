import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { listSchema } from '#core/api/envelope';
import { api } from '#core/api/routes';
import { formDetailSchema, formStatusSchema, formSummarySchema, type FormDesign } from '#core/forms/form.schema';
import { apiRequest } from '../http/api-client';

/** What create/update/publish answer with: enough to keep editing; lenient about the rest. */
export const savedFormSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  shortUrl: z.string(),
  status: formStatusSchema,
});
export type SavedForm = z.infer<typeof savedFormSchema>;

export const formKeys = {
  all: ['forms'] as const,
  list: () => [...formKeys.all, 'list'] as const,
  detail: (id: number) => [...formKeys.all, 'detail', id] as const,
};

export const myFormsQuery = () =>
  queryOptions({
    queryKey: formKeys.list(),
    queryFn: ({ signal }) =>
      apiRequest(api.formList, { query: { page: 1, pageSize: 200 }, schema: listSchema(formSummarySchema), signal }),
  });

export const formDetailQuery = (id: number) =>
  queryOptions({
    queryKey: formKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(api.form(id), { schema: formDetailSchema, signal }),
    staleTime: 0,
  });

export function createForm(design: FormDesign) {
  return apiRequest(api.formCreate, { body: { design }, schema: savedFormSchema });
}

export function updateForm(id: number, baseVersion: number, design: FormDesign) {
  return apiRequest(api.formUpdate, { body: { id, baseVersion, design }, schema: savedFormSchema });
}

/** Publish or disable; the caller reloads the form for its new status (the reply's shape is not relied on). */
export async function setFormPublished(id: number, published: boolean): Promise<void> {
  await apiRequest(published ? api.formPublish(id) : api.formDisable(id), { method: 'POST', body: {} });
}
