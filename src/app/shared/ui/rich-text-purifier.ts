import { useEffect, useState } from 'react';

type Purify = (html: string) => string;

let purify: Purify | undefined;
let loading: Promise<Purify> | undefined;

/**
 * Whether a rich-text value holds markup: with no tag and no character reference, its HTML reads
 * exactly as its text, so React can write it as text and no sanitiser is needed.
 */
export function isMarkup(html: string): boolean {
  return /[<&]/.test(html);
}

/** The page's sanitiser (DOMPurify), loaded the first time rich text holds markup (docs/decisions.md D76). */
export function loadPurifier(): Promise<Purify> {
  loading ??= import('./purify-rich-text').then((module) => (purify = module.purifyRichText));
  return loading;
}

/**
 * The sanitiser once loaded, loading it when `needed`; undefined until then. A module that cannot
 * be loaded (a build replaced while the page was open) is thrown to the route's error view.
 */
export function usePurifier(needed: boolean): Purify | undefined {
  const [, markLoaded] = useState(0);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!needed || purify) return;
    let current = true;
    loadPurifier().then(
      () => current && markLoaded((count) => count + 1),
      (error: unknown) => {
        loading = undefined;
        if (current) setFailure({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [needed]);
  if (failure) throw failure.error;
  return needed ? purify : undefined;
}
