import { z } from 'zod';
import { type FormDesign, allElements } from '../forms';

/** A script or stylesheet of the build (`/assets/x.js`, `/assets/x.css`): the loader adds nothing else either. */
const buildFile = z.string().regex(/^\/assets\/[\w.-]+\.(js|css)$/);

/** The route's chunks, and each answer kind's. */
const shortLinkModulesSchema = z.object({ route: z.array(buildFile), kinds: z.record(z.string(), z.array(buildFile)) });
export type ShortLinkModules = z.infer<typeof shortLinkModulesSchema>;

export const NO_SHORT_LINK_MODULES: ShortLinkModules = { route: [], kinds: {} };

/** The list read from the file's text; none when there is no text, or one this version cannot read. */
export function shortLinkModulesFrom(text: string | null): ShortLinkModules {
  if (text === null) return NO_SHORT_LINK_MODULES;
  try {
    return shortLinkModulesSchema.safeParse(JSON.parse(text)).data ?? NO_SHORT_LINK_MODULES;
  } catch {
    return NO_SHORT_LINK_MODULES;
  }
}

/** The chunks and stylesheets of the answer kinds a form uses, which its page loads as soon as it has read the form. */
export const formModules = (modules: ShortLinkModules, design: FormDesign): string[] =>
  [...new Set(allElements(design).flatMap((element) => modules.kinds[element.kind] ?? []))];
