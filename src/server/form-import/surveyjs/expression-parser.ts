/**
 * A reader of the part of SurveyJS's expression language that show rules can carry: comparisons
 * of a `{question}` with constants, joined by and/or, in brackets. Anything else (arithmetic,
 * functions, `!`) reads as "unsupported", which the caller lists to the author.
 */
export type Literal = string | number | boolean;

export type ExpressionNode =
  | { type: 'join'; join: 'and' | 'or'; parts: ExpressionNode[] }
  | { type: 'compare'; question: string; operator: string; value: Literal | Literal[] | null }
  | { type: 'unsupported' };

type Token =
  | { type: 'variable'; name: string }
  | { type: 'literal'; value: Literal }
  | { type: 'word'; word: string }
  | { type: 'symbol'; symbol: string };

const symbols = ['>=', '<=', '==', '!=', '<>', '&&', '||', '=', '>', '<', '(', ')', '[', ']', ',', '!', '+', '-', '*', '/', '%', '^'];

function readQuoted(text: string, start: number): { value: string; end: number } | null {
  const quote = text[start];
  let value = '';
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\' && i + 1 < text.length) value += text.charAt(++i);
    else if (text[i] === quote) return { value, end: i + 1 };
    else value += text.charAt(i);
  }
  return null;
}

function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const space = /^\s+/.exec(rest);
    const number = /^\d+(\.\d+)?(?![\w.])/.exec(rest);
    const word = /^[A-Za-z_][\w]*/.exec(rest);
    const symbol = symbols.find((s) => rest.startsWith(s));
    if (space) i += space[0].length;
    else if (rest.startsWith('{')) {
      const end = text.indexOf('}', i);
      if (end < 0) return null;
      tokens.push({ type: 'variable', name: text.slice(i + 1, end).trim() });
      i = end + 1;
    } else if (rest.startsWith("'") || rest.startsWith('"')) {
      const quoted = readQuoted(text, i);
      if (quoted === null) return null;
      tokens.push({ type: 'literal', value: quoted.value });
      i = quoted.end;
    } else if (number) {
      tokens.push({ type: 'literal', value: Number(number[0]) });
      i += number[0].length;
    } else if (word) {
      const lower = word[0].toLowerCase();
      tokens.push(lower === 'true' || lower === 'false' ? { type: 'literal', value: lower === 'true' } : { type: 'word', word: lower });
      i += word[0].length;
    } else if (symbol) {
      tokens.push({ type: 'symbol', symbol });
      i += symbol.length;
    } else return null;
  }
  return tokens;
}

/** SurveyJS comparison operators (words and symbols) → one spelling. */
const operatorSpellings: Readonly<Record<string, string>> = {
  '=': 'equal', '==': 'equal', equal: 'equal', '!=': 'notequal', '<>': 'notequal', notequal: 'notequal',
  '>': 'greater', greater: 'greater', '<': 'less', less: 'less', '>=': 'greaterorequal', greaterorequal: 'greaterorequal',
  '<=': 'lessorequal', lessorequal: 'lessorequal', contains: 'contains', contain: 'contains', notcontains: 'notcontains',
  notcontain: 'notcontains', anyof: 'anyof', allof: 'allof', noneof: 'noneof',
};
const flipped: Readonly<Record<string, string>> = { greater: 'less', less: 'greater', greaterorequal: 'lessorequal', lessorequal: 'greaterorequal', equal: 'equal', notequal: 'notequal' };

const unsupported: ExpressionNode = { type: 'unsupported' };

class Parser {
  private at = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): ExpressionNode {
    const node = this.join('or');
    return this.at === this.tokens.length ? node : unsupported;
  }

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }

  private isJoiner(join: 'and' | 'or'): boolean {
    const token = this.peek();
    const symbol = join === 'and' ? '&&' : '||';
    return (token?.type === 'word' && token.word === join) || (token?.type === 'symbol' && token.symbol === symbol);
  }

  private join(join: 'and' | 'or'): ExpressionNode {
    const next = () => (join === 'or' ? this.join('and') : this.primary());
    const parts = [next()];
    while (this.isJoiner(join)) {
      this.at++;
      parts.push(next());
    }
    return parts.length === 1 ? (parts[0] ?? unsupported) : { type: 'join', join, parts };
  }

  private primary(): ExpressionNode {
    const token = this.peek();
    if (token?.type === 'symbol' && token.symbol === '(') {
      this.at++;
      const inner = this.join('or');
      const close = this.peek();
      if (close?.type !== 'symbol' || close.symbol !== ')') return unsupported;
      this.at++;
      return inner;
    }
    return this.comparison();
  }

  private operand(): { question: string } | { value: Literal | Literal[] } | null {
    const token = this.peek();
    if (token?.type === 'variable') {
      this.at++;
      return { question: token.name };
    }
    if (token?.type === 'literal') {
      this.at++;
      return { value: token.value };
    }
    if (token?.type === 'symbol' && token.symbol === '[') return this.list();
    const next = this.tokens[this.at + 1];
    if (token?.type === 'symbol' && token.symbol === '-' && next?.type === 'literal' && typeof next.value === 'number') {
      this.at += 2;
      return { value: -next.value };
    }
    return null;
  }

  private list(): { value: Literal[] } | null {
    this.at++;
    const values: Literal[] = [];
    for (let token = this.peek(); token !== undefined; token = this.peek()) {
      this.at++;
      if (token.type === 'symbol' && token.symbol === ']') return { value: values };
      if (token.type === 'literal') values.push(token.value);
      else if (token.type !== 'symbol' || token.symbol !== ',') return null;
    }
    return null;
  }

  private operator(): string | undefined {
    const token = this.peek();
    const spelled = token?.type === 'word' ? token.word : token?.type === 'symbol' ? token.symbol : undefined;
    return spelled === undefined ? undefined : operatorSpellings[spelled] ?? (spelled === 'empty' || spelled === 'notempty' ? spelled : undefined);
  }

  private comparison(): ExpressionNode {
    const left = this.operand();
    const operator = this.operator();
    if (left === null || operator === undefined) return unsupported;
    this.at++;
    if (operator === 'empty' || operator === 'notempty') return 'question' in left ? { type: 'compare', question: left.question, operator, value: null } : unsupported;
    const right = this.operand();
    if (right === null) return unsupported;
    if ('question' in left && 'value' in right) return { type: 'compare', question: left.question, operator, value: right.value };
    const reversed = flipped[operator];
    if ('value' in left && 'question' in right && reversed !== undefined && !Array.isArray(left.value)) {
      return { type: 'compare', question: right.question, operator: reversed, value: left.value };
    }
    return unsupported;
  }
}

/** Longer expressions are not read (a show rule holds at most 50 conditions anyway). */
const EXPRESSION_MAX = 5000;

/** The expression as a tree of and/or joins and comparisons; parts the show rules cannot carry read as unsupported. */
export function parseExpression(text: string): ExpressionNode {
  const tokens = text.length > EXPRESSION_MAX ? null : tokenize(text);
  return tokens === null || tokens.length === 0 ? unsupported : new Parser(tokens).parse();
}
