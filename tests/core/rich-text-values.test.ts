import { describe, expect, it } from 'vitest';
import { formDesignSchema } from '#core/forms';
import { richTextValues } from '#core/rich-text';
import { design } from './design-fixtures';

describe('richTextValues', () => {
  it('lists the rich-text fields of a design and no plain field', () => {
    const form = design({ p1: [{ id: 'q1', description: 'Ghi rõ &amp; đủ' }] }, { title: 'Tên <b>không</b> phải rich text', description: '<p>Mô tả</p>' });
    const values = richTextValues(formDesignSchema, form);
    expect(values).toEqual(expect.arrayContaining(['<p>Mô tả</p>', 'Ghi rõ &amp; đủ']));
    expect(values).not.toContain(form.title);
  });
});
