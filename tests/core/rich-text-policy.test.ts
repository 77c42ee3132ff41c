import { describe, expect, it } from 'vitest';
import { saveNewsBodySchema, newsDetailSchema } from '#core/api';
import { formDesignSchema } from '#core/forms';
import { mapRichText, richTextPaths } from '#core/rich-text';
import { filterStyle, fontFamilies, fontSizes, isAllowedAttribute, isAllowedLink, textColours } from '#core/rich-text';

describe('the rich-text fields, derived from the richText() marks of the schemas', () => {
  it('lists every rich field of a form design, phase descriptions and English texts included', () => {
    expect(richTextPaths(formDesignSchema).map((p) => p.join('.')).sort()).toEqual([
      'description',
      'phases.*.description',
      'phases.*.elements.*.content',
      'phases.*.elements.*.description',
      'phases.*.elements.*.translations.en.content',
      'phases.*.elements.*.translations.en.description',
      'phases.*.translations.en.description',
      'thankYou.description',
      'thankYou.translations.en.description',
      'translations.en.description',
      'welcome.description',
      'welcome.translations.en.description',
    ]);
  });

  it('lists the content of news, as written and as read', () => {
    expect(richTextPaths(saveNewsBodySchema)).toEqual([['content']]);
    expect(richTextPaths(newsDetailSchema)).toEqual([['content']]);
  });

  it('transforms exactly those fields and keeps absent optional ones absent', () => {
    const design = formDesignSchema.parse({
      title: '<b>T</b>', description: 'd',
      welcome: { title: 'w' },
      phases: [
        { id: 'p1', title: '<i>P</i>', description: 'pd', elements: [{ id: 'q1', kind: 'text', title: 'Q', description: 'qd', placeholder: 'ph' }] },
        { id: 'p2', elements: [{ id: 'q2', kind: 'title', title: '', content: 'c' }] },
      ],
    });
    const mapped = mapRichText(formDesignSchema, design, (html) => `[${html}]`);
    expect(mapped.description).toBe('[d]');
    expect(mapped.title).toBe('<b>T</b>');
    expect(mapped.welcome).toEqual({ title: 'w' });
    expect('thankYou' in mapped).toBe(false);
    expect(mapped.phases[0]?.description).toBe('[pd]');
    expect(mapped.phases[0]?.title).toBe('<i>P</i>');
    expect(mapped.phases[0]?.elements[0]).toMatchObject({ description: '[qd]', placeholder: 'ph', title: 'Q' });
    expect('description' in (mapped.phases[1] ?? {})).toBe(false);
    expect(mapped.phases[1]?.elements[0]?.content).toBe('[c]');
    expect(design.description).toBe('d');
  });
});

describe('the style allow-list: what the editor offers, nothing more', () => {
  it('keeps every colour, font and size of the editor', () => {
    for (const { value } of textColours) expect(filterStyle(`color: ${value}`)).toBe(`color: ${value}`);
    for (const { value } of fontFamilies) expect(filterStyle(`font-family: ${value}`)).toBe(`font-family: ${value}`);
    for (const { value } of fontSizes) expect(filterStyle(`font-size: ${value}`)).toBe(`font-size: ${value}`);
    expect(filterStyle('color: #0b4f9c; font-family: "Times New Roman", Times, serif; font-size: 20px'))
      .toBe('color: #0b4f9c; font-family: "Times New Roman", Times, serif; font-size: 20px');
  });

  it('keeps colours as hex, rgb() and names, and a font as the browser re-quotes it', () => {
    expect(filterStyle('color: rgb(11, 79, 156)')).toBe('color: rgb(11, 79, 156)');
    expect(filterStyle('COLOR: RED')).toBe('color: red');
    expect(filterStyle("font-family: 'Times New Roman',Times,serif")).toBe('font-family: "Times New Roman", Times, serif');
  });

  it('drops positions, sizes, layers, backgrounds and anything hidden in escapes, comments or functions', () => {
    for (const style of [
      'position: fixed; top: 0; left: 0; width: 100vw; height: 100vh; z-index: 99999',
      'inset: 0', 'transform: scale(100)', 'display: block', 'opacity: 0', 'margin: -9999px',
      'background: red', 'background-color: #000', 'background-image: url(javascript:alert(1))',
      'font-size: 10000px', 'font-size: 999em', 'font-size: 14px !important', 'font-family: Comic Sans MS',
      'color: expression(alert(1))', 'color: url(x)', 'color: red !important', 'color: var(--x)',
      'p\\osition: fixed', 'color: red/**/; position: fixed', 'font: 900px Arial',
    ]) expect(filterStyle(style), style).toBe('');
    expect(filterStyle('color: #b3261e; position: fixed; width: 100vw')).toBe('color: #b3261e');
    expect(filterStyle('font-family: "x;position:fixed"')).toBe('');
  });

  it('allows only the editor elements, their attributes and http(s)/mailto links', () => {
    expect(isAllowedAttribute('SPAN', 'style')).toBe(true);
    expect(isAllowedAttribute('p', 'style')).toBe(false);
    expect(isAllowedAttribute('a', 'href')).toBe(true);
    expect(isAllowedAttribute('a', 'onclick')).toBe(false);
    expect(isAllowedAttribute('img', 'src')).toBe(false);
    for (const ok of ['https://example.vn/a?b=1', 'http://example.vn', 'mailto:someone@example.vn']) expect(isAllowedLink(ok), ok).toBe(true);
    for (const bad of ['javascript:alert(1)', ' javascript:alert(1)', '\thttps://x', 'data:text/html,<script>', '//evil.example', '/relative', 'vbscript:x']) {
      expect(isAllowedLink(bad), bad).toBe(false);
    }
  });
});
