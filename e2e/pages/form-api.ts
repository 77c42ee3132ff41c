import type { APIRequestContext } from '@playwright/test';
import type { FormDetail } from '#core/forms';

/** The server's truth about one form, read with the session of the page's context (as that user sees it). */
export async function readForm(request: APIRequestContext, formId: number): Promise<FormDetail> {
  const reply = await request.get(`/api/v1/form/${formId}`, { headers: { 'x-company-id': '1' } });
  if (!reply.ok()) throw new Error(`reading form ${formId} failed: ${reply.status()} ${await reply.text()}`);
  return ((await reply.json()) as { responseData: FormDetail }).responseData;
}
