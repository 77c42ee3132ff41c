import { z } from 'zod';
import { INLINE_REPLY_ELEMENT_ID, LANGUAGES, type Language } from '#core/constants';
import type { ReplyLike } from '#offline/index';

const inlineReplySchema = z.object({
  path: z.string(),
  language: z.enum(LANGUAGES),
  status: z.number().int().min(100).max(599),
  body: z.unknown(),
});

/**
 * The reply the server rendered into the page for `GET path` in this language, taken once (a later
 * call asks the server again); null when there is none. It is read like a reply from the network.
 */
export function takeInlineReply(path: string, language: Language): (ReplyLike & { response: { statusText: string } }) | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(INLINE_REPLY_ELEMENT_ID);
  if (!element) return null;
  let parsed: z.infer<typeof inlineReplySchema> | undefined;
  try {
    parsed = inlineReplySchema.safeParse(JSON.parse(element.textContent || 'null')).data;
  } catch {
    parsed = undefined;
  }
  if (parsed && parsed.path !== path) return null;
  element.remove();
  if (parsed?.language !== language) return null;
  return { response: { ok: parsed.status >= 200 && parsed.status < 300, status: parsed.status, statusText: '' }, body: parsed.body };
}
