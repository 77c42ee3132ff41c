import type { FormDesign } from './form.schema';

/**
 * The pages (phase indexes) a person goes through, in order. A phase whose elements are all hidden
 * by logic is skipped; a phase with no elements at all is kept (the author wrote it as a text page).
 */
export function reachablePages(design: Pick<FormDesign, 'phases'>, hidden: ReadonlySet<string>): number[] {
  const pages = design.phases.flatMap((phase, index) =>
    phase.elements.length === 0 || phase.elements.some((e) => !hidden.has(e.id)) ? [index] : [],
  );
  return pages.length > 0 ? pages : [0];
}

/**
 * About two phone screens of questions: what a long page shows first, in the server's first view
 * and in the app's first render; the rest follow once the page is live (issue 15).
 */
export const FIRST_SCREEN_CARDS = 10;

/** The welcome page is shown when the author gave it something to show. */
export function hasWelcomePage(design: Pick<FormDesign, 'welcome'>): boolean {
  const welcome = design.welcome;
  if (!welcome) return false;
  const description = (welcome.description ?? '').replace(/<[^>]*>/g, '').trim();
  return welcome.title.trim() !== '' || description !== '' || Boolean(welcome.coverImage?.trim());
}
