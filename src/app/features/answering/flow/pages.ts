import type { FieldProblem } from '#core/i18n';
import type { FormDesign } from '#core/forms';

// the first page and the welcome page are the server's first view too (src/server/first-paint)
export { hasWelcomePage, reachablePages } from '#core/forms';

/** The page to show for a wanted one: itself when reachable, else the next reachable one, else the last. */
export function settlePage(pages: readonly number[], wanted: number): number {
  return pages.find((p) => p >= wanted) ?? pages[pages.length - 1] ?? 0;
}

/** The reachable page before or after the current one, or null at either end. */
export function stepPage(pages: readonly number[], current: number, direction: 1 | -1): number | null {
  const here = pages.indexOf(settlePage(pages, current));
  return pages[here + direction] ?? null;
}

/** The visible element ids of one phase. */
export function visibleIdsOf(design: Pick<FormDesign, 'phases'>, page: number, hidden: ReadonlySet<string>): string[] {
  return (design.phases[page]?.elements ?? []).filter((e) => !hidden.has(e.id)).map((e) => e.id);
}

/** Core's problems that belong to the visible elements of one phase: "Next" checks only these. */
export function problemsOnPage(
  problems: readonly FieldProblem[],
  design: Pick<FormDesign, 'phases'>,
  page: number,
  hidden: ReadonlySet<string>,
): FieldProblem[] {
  const ids = new Set(visibleIdsOf(design, page, hidden));
  return problems.filter((p) => ids.has(p.field));
}

/** On submit: the first reachable page holding a problem (an earlier page may have one after logic changed). */
export function firstPageWithProblem(
  problems: readonly FieldProblem[],
  design: Pick<FormDesign, 'phases'>,
  pages: readonly number[],
  hidden: ReadonlySet<string>,
): number | null {
  return pages.find((page) => problemsOnPage(problems, design, page, hidden).length > 0) ?? null;
}
