/**
 * HTML written by the server: a tagged template that escapes every value put into it, so no text of
 * an author or a visitor can become markup. Only a `SafeHtml` (made by this template, or rich text
 * that went through the sanitiser) is written as it is.
 */
export class SafeHtml {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}

export type HtmlValue = string | number | SafeHtml | null | undefined | false | readonly HtmlValue[];

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

function written(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.html;
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(written).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += written(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/**
 * JSON for a `<script type="application/json">`: `<` never appears as itself, so neither
 * `</script>` nor `<!--` can end or change the element; U+2028/2029 are escaped for old parsers.
 */
export function jsonForScript(value: unknown): SafeHtml {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return new SafeHtml(json);
}
