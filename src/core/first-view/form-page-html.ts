import { LANGUAGES, type Language } from '../constants';
import { FIRST_SCREEN_CARDS, type FormDesign, type PublicForm, designOffers, hasWelcomePage, localizeDesign, reachablePages } from '../forms';
import { type AnsweringText, answeringText } from '../i18n';
import { evaluateLogic } from '../logic';
import { type ElementWords, elementHtml, labelOr, richHtml } from './element-html';
import { SafeHtml, html } from './html';

export type Say = (key: AnsweringText, values?: Record<string, string>) => string;

/** Where a counter's number goes in its sentence (no text of the app contains it). */
const COUNT_MARK = '\u0001';

/** The answering page's own words (one source for both, vi and en). */
export const sayIn = (language: Language): Say => (key, values) => answeringText(language, key, values);

/**
 * The first page a person sees: the welcome page, else the first page logic leaves reachable with
 * no answers yet, its first screens of questions only (issue 15: the 338 questions of a long page
 * took the browser two seconds to parse and lay out at 4x CPU before the app's script could even
 * start; the app renders the rest once live). Its fieldset is disabled: the keeper script enables
 * it (first-view-keeper.ts), so a page without JavaScript stays inert; its buttons stay disabled.
 */
function firstPage(formId: number, design: FormDesign, language: Language, say: Say): SafeHtml {
  if (hasWelcomePage(design)) return welcomeHtml(design, say);
  const hidden = evaluateLogic(design.logic, {}).hidden;
  const index = reachablePages(design, hidden)[0] ?? 0;
  const phase = design.phases[index];
  const elements = (phase?.elements ?? []).filter((e) => !hidden.has(e.id));
  const words: ElementWords = {
    other: say('other'), yes: say('yes'), no: say('no'),
    counter: (max) => {
      const [before = '', after = ''] = say('counter', { count: COUNT_MARK, max: String(max) }).split(COUNT_MARK);
      return html`${before}<span data-typed-count>0</span>${after}`;
    },
  };
  const last = reachablePages(design, hidden).at(-1) === index;
  // a form that needs sign-in is answered once the app knows who is there: its first view stays inert (no form id for the keeper)
  const answerable = design.settings.requireAuth ? null : html` data-form-id="${String(formId)}"`;
  return html`${headHtml(design, language, say)}<form class="answer-form" aria-labelledby="first-paint-title"${answerable}><fieldset class="answer-fieldset" disabled>${
    phase?.title ? html`<div class="flow-page-head"><h2>${phase.title}</h2>${richHtml(phase.description, 'public-form-description')}</div>` : null
  }${elements.some((e) => e.required) ? html`<p class="muted">${say('requiredNote')}</p>` : null}<ol class="answer-list">${
    elements.slice(0, FIRST_SCREEN_CARDS).map((element) => html`<li class="card answer-card">${elementHtml(element, words)}</li>`)
  }</ol><div class="flow-actions flow-nav"><button type="button" class="btn${last ? ' submit-button' : ''}" data-variant="primary" disabled>${
    say(last ? 'submit' : 'next')
  }</button>${
    last && !design.settings.answerLimit ? html`<button type="button" class="btn" data-variant="secondary" disabled>${say('submitAndNew')}</button>` : null
  }</div></fieldset></form>`;
}

function headHtml(design: FormDesign, language: Language, say: Say): SafeHtml {
  return html`<header class="card public-form-head"><div class="public-form-title-row"><h1 id="first-paint-title">${design.title}</h1></div>${
    richHtml(design.description, 'public-form-description')
  }${designOffers(design, 'en') ? languageNote(language, say) : null}</header>`;
}

/** A bilingual form's note and, drawn only (live with the page), its language switch. */
function languageNote(language: Language, say: Say): SafeHtml {
  const option = (lang: Language) => html`<span class="language-option"${lang === language ? new SafeHtml(' data-selected') : null}>${lang.toUpperCase()}</span>`;
  return html`<div class="flow-language"><span>${say('formLanguages')}</span><span class="language-switch" aria-hidden="true">${LANGUAGES.map(option)}</span></div>`;
}

function welcomeHtml(design: FormDesign, say: Say): SafeHtml {
  const welcome = design.welcome ?? { title: '' };
  return html`<section class="card flow-cover-page welcome-page" aria-labelledby="first-paint-title"><div class="flow-cover-body"><h1 id="first-paint-title">${
    welcome.title.trim() || design.title
  }</h1>${richHtml(welcome.description, 'flow-cover-description')}<button type="button" class="btn flow-start" data-variant="primary" disabled>${
    labelOr(welcome.buttonText?.trim(), say('start'))
  }</button></div></section>`;
}

/** The page around a first view, as the answering page lays it out: the app's bar with its "opening" status, and the body. */
export function firstViewLayout(body: SafeHtml, say: Say): SafeHtml {
  return html`<div class="layout layout-public-form"><header class="navbar"><span class="navbar-brand"><img src="/favicon.svg" alt="" class="brand-mark" width="36" height="36" fetchpriority="low"><span class="navbar-name">${say('appName')}</span></span><p class="first-paint-status" role="status">${say('opening')}</p></header><main class="layout-main"><div class="container container-form"><article class="public-form" aria-labelledby="first-paint-title" aria-busy="true">${
    body
  }</article></div></main></div>`;
}

/**
 * A published form's first view (its first page, answerable by the keeper before the app is
 * live), in the page's language. Its rich text is written as markup: `form` must be the design the
 * server serves (sanitised by it), as the server's own reply and the service worker's copy of it are.
 */
export function formFirstView(form: PublicForm, language: Language): SafeHtml {
  const say = sayIn(language);
  return firstViewLayout(firstPage(form.id, localizeDesign(form.design, language), language, say), say);
}

/** The form a first view shows, for the page title. */
export function formPageTitle(form: PublicForm, language: Language): string {
  return localizeDesign(form.design, language).title;
}
