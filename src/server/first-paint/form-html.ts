import type { Failure } from '#core/api';
import { ErrorCode } from '#core/api';
import type { Language } from '#core/constants';
import { type Say, type SafeHtml, firstViewLayout, formFirstView, html, sayIn } from '#core/first-view';
import { formatMoment } from '#core/time';
import type { ShortLinkReply } from '#server/forms/short-link-reply';
import { servedDesign } from '#server/forms/sanitize-design';

/** Why the form takes no answers, as the answering page words it (its closedReason). */
function refusalHtml(failure: Failure, language: Language, say: Say): SafeHtml {
  const said = (field: string) => failure.errors?.find((e) => e.field === field)?.message.trim();
  const opens = said('opensAt');
  const opensAt = opens && failure.code === ErrorCode.FormNotStarted ? new Date(opens) : null;
  const inactive = said('inactiveMessage');
  return html`<section class="card public-form-closed"><h1 id="first-paint-title">${failure.message}</h1>${
    inactive ? html`<p class="public-form-inactive">${inactive}</p>` : null
  }${opensAt && !Number.isNaN(opensAt.getTime()) ? html`<p>${say('opensAt', { date: formatMoment(opensAt, language) })}</p>` : null}</section>`;
}

function notFoundHtml(say: Say): SafeHtml {
  return html`<section class="card public-form-closed"><h1 id="first-paint-title">${say('notFoundTitle')}</h1><p>${say('notFoundBody')}</p></section>`;
}

/**
 * What the short link shows before its script runs, as the answering page lays it out: the form's
 * first page (answerable by the keeper before the app is live) or why it takes no answers. Null: nothing to show early.
 */
export function shortLinkHtml(reply: ShortLinkReply, language: Language): SafeHtml | null {
  if ('form' in reply) return formFirstView({ ...reply.form, design: servedDesign(reply.form.design) }, language);
  const say = sayIn(language);
  if (reply.status === 404) return firstViewLayout(notFoundHtml(say), say);
  if (reply.status === 403) return firstViewLayout(refusalHtml(reply.failure, language, say), say);
  return null;
}
