/** The terms of `a and b and c` (or `a or b`), split outside brackets and quotes; null when the two joins mix. */
export function splitTerms(expression: string): { join: 'and' | 'or'; terms: string[] } | null {
  const pieces: { text: string; join?: 'and' | 'or' }[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < expression.length; i++) {
    const ch = expression.charAt(i);
    if (quote !== '') {
      if (ch === quote) quote = '';
    } else if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (depth === 0) {
      const join = /^\s(and|or)\s/i.exec(expression.slice(i));
      if (join?.[1]) {
        pieces.push({ text: expression.slice(start, i), join: join[1].toLowerCase() as 'and' | 'or' });
        start = i + join[0].length;
        i = start - 1;
      }
    }
  }
  pieces.push({ text: expression.slice(start) });
  const joins = new Set(pieces.flatMap((p) => (p.join ? [p.join] : [])));
  if (joins.size > 1 || quote !== '' || depth !== 0) return null;
  return { join: joins.has('or') ? 'or' : 'and', terms: pieces.map((p) => p.text.trim()) };
}

export type Operator = '=' | '!=' | '>' | '>=' | '<' | '<=';
const flipped: Record<Operator, Operator> = { '=': '=', '!=': '!=', '>': '<', '>=': '<=', '<': '>', '<=': '>=' };

/** `left OP right` with the operator found outside quotes; `right OP left` turned around when `left` is on the right. */
export function comparison(term: string, left: RegExp): { operator: Operator; other: string } | null {
  const match = /^(.+?)\s*(!=|>=|<=|=|>|<)\s*(.+)$/.exec(term);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const [a, op, b] = [match[1].trim(), match[2] as Operator, match[3].trim()];
  if (whole(left).test(a)) return { operator: op, other: b };
  if (whole(left).test(b)) return { operator: flipped[op], other: a };
  return null;
}

const whole = (pattern: RegExp) => new RegExp(`^(?:${pattern.source})$`, 'i');

/** A quoted text ('yes', "yes") or a bare number, as the value compared; null otherwise. */
export function literal(text: string): string | number | null {
  const quoted = /^'([^']*)'$|^"([^"]*)"$/.exec(text.trim());
  if (quoted) return quoted[1] ?? quoted[2] ?? '';
  const number = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(number) ? number : null;
}
