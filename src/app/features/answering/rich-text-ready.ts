import { useMemo } from 'react';
import { type FormDesign, formDesignSchema } from '#core/forms';
import { richTextValues } from '#core/rich-text';
import { isMarkup, usePurifier } from '#app/shared/ui/rich-text-purifier';

/**
 * True once the form's rich text can be shown: at once when none of it holds markup, else when the
 * sanitiser has loaded. The answering page waits for it, so no description fills in under the
 * person's eyes (and the server's first view stays until then, docs/first-paint.md).
 */
export function useRichTextReady(design: FormDesign): boolean {
  const needed = useMemo(() => richTextValues(formDesignSchema, design).some(isMarkup), [design]);
  return usePurifier(needed) !== undefined || !needed;
}
