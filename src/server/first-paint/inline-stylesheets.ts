import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';

/** Vite's link to a built stylesheet in index.html, with its address. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?\shref="(\/assets\/[^"]+\.css)"[^>]*>/g;

/** A built file's path under the static root; null for an address that would leave it. */
function fileUnder(staticRoot: string, href: string): string | null {
  const path = resolve(staticRoot, `.${href}`);
  const inside = relative(staticRoot, path);
  return inside.startsWith('..') || inside.startsWith('/') ? null : path;
}

/**
 * index.html with the stylesheets it links written into it: a short link's page then paints its
 * first view as soon as its HTML is in, instead of waiting for a request that competes with the
 * scripts for a slow connection. The rules are the build's own (no copy that could drift); the app
 * keeps them when it takes over. `</style` cannot occur in the CSS as written (`<\/style` is the
 * same CSS).
 */
export async function withInlineStylesheets(indexHtml: string, staticRoot: string): Promise<string> {
  const links = [...indexHtml.matchAll(STYLESHEET_LINK)];
  const sheets = await Promise.all(links.map(async ([, href = '']) => {
    const path = fileUnder(staticRoot, href);
    return path === null ? null : readFile(path, 'utf8');
  }));
  let page = indexHtml;
  links.forEach(([link, href = ''], index) => {
    const css = sheets[index];
    if (css == null) return;
    // the link stays, disabled (never fetched): Vite's loader looks for a sheet's link before a lazy
    // module whose CSS it is may run, and would otherwise fetch it again and wait for it
    page = page.replace(link, () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`);
  });
  return page;
}
