import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Hostile text a person could type into any field (issue 13's proof, docs/security.md). Each
 * payload that could run sets `window.__xss` (or opens a dialog), so a browser test sees it. The
 * style overlays come first and the payloads left unclosed (noscript, math, svg...) last: these
 * swallow whatever follows them in a browser's parse, which would hide the rest from the test.
 */
export const xssPayloads = [
  '<span class="xss-overlay" style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:99999;background:#b3261e">overlay</span>',
  '<div class="xss-overlay" style="position:absolute;inset:0;z-index:2147483647;background:#1b1f24">cover</div>',
  '<span class="xss-overlay" style="font-size:10000px;color:#b3261e">huge</span>',
  '<span class="xss-overlay" style="color:#0b4f9c;background-image:url(javascript:alert(1))">bg</span>',
  '<span class="xss-overlay" style="font-family:\'x\';position:fixed;inset:0">quoted</span>',
  '<span class="xss-overlay" style="p\\osition:fixed;inset:0">escaped</span>',
  '<span style="color: expression(alert(1))">expr</span>',
  '<script>window.__xss=1;alert(1)</script>',
  '<img src=x onerror="window.__xss=1">',
  '<p onclick="window.__xss=1" onmouseover="window.__xss=1">hover me</p>',
  '<a href="javascript:window.__xss=1">js link</a>',
  '<a href="JaVaScRiPt:window.__xss=1">mixed case</a>',
  '<a href="&#106;avascript:window.__xss=1">entity</a>',
  '<a href=" javascript:window.__xss=1">leading space</a>',
  '<a href="java\tscript:window.__xss=1">tab</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">data link</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<svg onload="window.__xss=1"><circle r="10"/></svg>',
  '<svg><a xlink:href="javascript:window.__xss=1"><text y="20">svg link</text></a></svg>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<object data="javascript:window.__xss=1"></object><embed src="javascript:window.__xss=1">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<style>*{display:none}</style><link rel=stylesheet href="data:text/css,*{display:none}">',
  '"><img src=x onerror=window.__xss=1>',
  '</textarea></title><script>window.__xss=1</script>',
  '{{constructor.constructor("window.__xss=1")()}}',
  "'><svg onload=window.__xss=1>",
  '<svg><foreignObject><img src=x onerror="window.__xss=1"></foreignObject></svg>',
  '<svg><style><img src=x onerror="window.__xss=1"></style></svg>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=window.__xss=1>',
  '<template><img src=x onerror=window.__xss=1></template>',
  '<base href="javascript:/">',
  '<input autofocus onfocus="window.__xss=1">',
  '<details open ontoggle="window.__xss=1">',
  '<video><source onerror="window.__xss=1"></video>',
] as const;

/** What the editor may write: it must come back as written (allowed styles kept, links given rel). */
export const allowedRichText = '<p><span style="color: #0b4f9c; font-size: 20px">kept</span> <a href="https://example.vn">site</a></p>';

/** Payloads joined until `max` characters; `from` rotates the start so fields carry different ones. */
export function corpusText(max: number, from = 0): string {
  let text = '';
  for (let i = 0; i < xssPayloads.length; i++) {
    const payload = xssPayloads[(from + i) % xssPayloads.length] ?? '';
    if (text.length + payload.length > max) continue;
    text += payload;
  }
  return text;
}

/** Every payload and an allowed fragment: what a rich-text field receives. */
export const richCorpus = `${allowedRichText}${xssPayloads.join('')}`;

const allowedTags = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote']);
const editorStyles: Record<string, RegExp> = {
  'color': /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%/]+\)|[a-z]{3,20})$/i,
  'font-family': /^(Arial, Helvetica, sans-serif|"Times New Roman", Times, serif|"Courier New", Courier, monospace)$/,
  'font-size': /^(14px|20px|28px)$/,
};
const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function attributeProblem(tag: string, name: string, value: string): string | null {
  if (tag === 'span' && name === 'style') {
    for (const declaration of value.split(';').map((d) => d.trim()).filter(Boolean)) {
      const [property = '', ...rest] = declaration.split(':');
      const pattern = editorStyles[property.trim()];
      if (!pattern?.test(rest.join(':').trim())) return `style ${declaration}`;
    }
    return null;
  }
  if (tag === 'a' && name === 'href') return /^(https?:\/\/|mailto:)/i.test(value) ? null : `href ${value}`;
  if (tag === 'a' && name === 'rel') return value === 'noopener noreferrer' ? null : `rel ${value}`;
  return `attribute ${name} on ${tag}`;
}

/**
 * What a rich-text field may come back as: every `<` opens or closes an element of the editor with
 * only its attributes (text `<` must arrive escaped), styles only the editor's colour, font and
 * size, links only http(s)/mailto with rel="noopener noreferrer". Independent of the sanitiser.
 */
export function richTextProblems(html: string): string[] {
  const problems: string[] = [];
  const tagPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[a-zA-Z-]+="[^"<>]*")*)\s*(\/?)>/y;
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    tagPattern.lastIndex = at;
    const match = tagPattern.exec(html);
    if (!match) {
      problems.push(`raw < at ${at}: ${html.slice(at, at + 40)}`);
      continue;
    }
    const [, closing, rawTag = '', attributes = ''] = match;
    const tag = rawTag.toLowerCase();
    if (!allowedTags.has(tag)) problems.push(`element ${tag}`);
    if (closing) continue;
    const names: string[] = [];
    for (const [, name = '', value = ''] of attributes.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)) {
      names.push(name);
      const problem = attributeProblem(tag, name.toLowerCase(), decode(value));
      if (problem) problems.push(problem);
    }
    if (tag === 'a' && !names.includes('rel')) problems.push('link without rel');
  }
  return problems;
}

export function expectSafeRichText(html: unknown, where: string): void {
  expect(typeof html, where).toBe('string');
  expect(richTextProblems(html as string), where).toEqual([]);
}

/**
 * Every string of a reply is either plain text typed by the test and returned exactly as typed
 * (`typed`), or markup inside the allow-list; nothing else that could be markup comes back.
 */
export function expectNothingDangerous(res: LightMyRequestResponse, where: string, typed: ReadonlySet<string>, status = 200): void {
  expect(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBe(status);
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      if (/[<>]|javascript:|data:text/i.test(value) && !typed.has(value)) expect(richTextProblems(value), `${where} ${path}`).toEqual([]);
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}[${i}]`));
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`);
  };
  walk(res.json(), '');
}
