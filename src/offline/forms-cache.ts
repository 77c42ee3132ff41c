import { publicFormSchema, type PublicForm } from '#core/forms';
import { db } from './db';

/** Keeps an opened published form so that it opens again with no connection. */
export async function rememberPublicForm(form: PublicForm): Promise<void> {
  await db.forms.put({ shortUrl: form.shortUrl, id: form.id, savedAt: new Date().toISOString(), form });
}

/** The remembered form, or null. A cached copy that cannot be read counts as absent (it is only a cache). */
export async function getRememberedForm(shortUrl: string): Promise<PublicForm | null> {
  const row = await db.forms.get(shortUrl);
  const parsed = publicFormSchema.safeParse(row?.form);
  return parsed.success ? parsed.data : null;
}
