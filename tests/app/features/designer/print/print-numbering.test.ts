import { describe, expect, it } from 'vitest';
import type { FormDesign, FormElement } from '#core/forms';
import { questionNumbers } from '#app/features/designer/print/print-numbering';

const element = (id: string, kind: FormElement['kind']): FormElement => ({ id, kind, title: id, required: false });

describe('question numbers on the printed form', () => {
  it('counts answerable elements across pages and skips content blocks', () => {
    const design = {
      title: 'T', description: '', logic: [], settings: {},
      phases: [
        { id: 'p1', title: '', elements: [element('intro', 'title'), element('name', 'text'), element('pic', 'image'), element('age', 'number')] },
        { id: 'p2', title: '', elements: [element('note', 'quote'), element('grid', 'radioGrid')] },
      ],
    } as unknown as FormDesign;
    expect([...questionNumbers(design)]).toEqual([['name', 1], ['age', 2], ['grid', 3]]);
  });
});
