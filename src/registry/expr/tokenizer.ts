/** Lexer for `when` conditions (seed 002 §6.2.4): literals, `${…}` references, whitelisted operators, parens. */
import { ExprError } from './errors.ts';
import type { ExprLimits } from './limits.ts';
import { FORBIDDEN_NAMES, parsePlaceholder, type Reference } from './path.ts';
import { checkLength, checkReferenceCount, type TemplatePart } from './template.ts';

export type AllowedOperator = '==' | '!=' | '>' | '<' | '>=' | '<=' | '&&' | '||' | '!';

export type Token = { start: number; end: number } & (
  | { type: 'STRING'; parts: TemplatePart[] }
  | { type: 'NUMBER'; value: number }
  | { type: 'BOOLEAN'; value: boolean }
  | { type: 'NULL' }
  | { type: 'REF'; ref: Reference }
  /** Bare words are tokens so the parser can say why they are wrong (not a variable, or a call). */
  | { type: 'IDENTIFIER'; name: string }
  | { type: 'OPERATOR'; value: AllowedOperator }
  | { type: 'LPAREN' }
  | { type: 'RPAREN' }
  | { type: 'EOF' }
);

/** @throws ExprError */
export function tokenize(source: string, limits: ExprLimits): Token[] {
  checkLength(source, limits);
  const lexer = new Lexer(source, limits);
  const tokens: Token[] = [];
  for (;;) {
    const token = lexer.next();
    tokens.push(token);
    if (token.type === 'EOF') return tokens;
    if (tokens.length > limits.maxTokens) {
      throw new ExprError('EXPR_LIMIT', `more than ${limits.maxTokens} tokens (maxTokens)`, source, token.start, token.end);
    }
  }
}

// Longest first. Whitelisted operators (seed 002 §4.4.3) and every JavaScript operator we reject,
// so the error names the operator instead of a stray character.
const OPERATORS = [
  '>>>=', '===', '!==', '**=', '<<=', '>>=', '>>>', '&&=', '||=', '??=', '...',
  '==', '!=', '>=', '<=', '&&', '||', '=>', '<<', '>>', '**', '??', '?.', '++', '--', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=',
  '>', '<', '!', '=', '+', '-', '*', '/', '%', '&', '|', '^', '~', '?', ':', ',', ';',
] as const;
const ALLOWED: ReadonlySet<string> = new Set<AllowedOperator>(['==', '!=', '>', '<', '>=', '<=', '&&', '||', '!']);
const ASSIGNMENTS: ReadonlySet<string> = new Set(['=', '+=', '-=', '*=', '/=', '%=', '**=', '<<=', '>>=', '>>>=', '&=', '|=', '^=', '&&=', '||=', '??=', '++', '--']);
const HINTS: Readonly<Record<string, string>> = { '===': ' (use "==", which is already strict)', '!==': ' (use "!=", which is already strict)' };

const NUMBER = /-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y;
// A dotted word (`params.x`) is read whole so the parser can suggest `${params.x}`.
const IDENTIFIER = /[\p{L}_$][\p{L}\p{N}\p{M}_$]*(?:\.[\p{L}\p{N}\p{M}_$]+)*/uy;
const WORD_CHAR = /[\p{L}\p{N}\p{M}_$.]/u;
const SIMPLE_ESCAPES: Readonly<Record<string, string>> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', '0': '\0', "'": "'", '"': '"', '\\': '\\', '/': '/' };

class Lexer {
  private at = 0;
  private references = 0;

  constructor(private readonly source: string, private readonly limits: ExprLimits) {}

  next(): Token {
    const { source } = this;
    while (this.at < source.length && /\s/.test(source[this.at])) this.at += 1;
    const start = this.at;
    if (start >= source.length) return { type: 'EOF', start, end: start };
    const char = source[start];
    if (char === '(' || char === ')') {
      this.at += 1;
      return { type: char === '(' ? 'LPAREN' : 'RPAREN', start, end: this.at };
    }
    if (char === "'" || char === '"') return this.readString(char);
    if (source.startsWith('${', start)) return this.readReference();
    if (/[\d.]/.test(char) || (char === '-' && /[\d.]/.test(source[start + 1] ?? ''))) {
      const number = this.readNumber();
      if (number) return number;
    }
    IDENTIFIER.lastIndex = start;
    const word = IDENTIFIER.exec(source)?.[0];
    if (word) return this.readWord(word);
    const operator = OPERATORS.find(op => source.startsWith(op, start));
    if (operator) return this.readOperator(operator);
    throw this.unexpected(start);
  }

  private readReference(): Token {
    const ref = this.reference(this.at);
    this.at = ref.end;
    return { type: 'REF', ref, start: ref.start, end: ref.end };
  }

  private reference(at: number): Reference {
    const ref = parsePlaceholder(this.source, at, this.limits);
    this.references += 1;
    checkReferenceCount(this.references, ref, this.source, this.limits);
    return ref;
  }

  private readNumber(): Token | undefined {
    const start = this.at;
    NUMBER.lastIndex = start;
    const text = NUMBER.exec(this.source)?.[0];
    if (!text) return undefined;
    const end = start + text.length;
    const after = this.source.codePointAt(end);
    if (after !== undefined && WORD_CHAR.test(String.fromCodePoint(after))) {
      throw new ExprError('EXPR_SYNTAX', `malformed number "${this.source.slice(start, end + 1)}"`, this.source, start, end + 1);
    }
    this.at = end;
    return { type: 'NUMBER', value: Number(text), start, end };
  }

  private readWord(word: string): Token {
    const start = this.at;
    this.at += word.length;
    const end = this.at;
    if (word === 'true' || word === 'false') return { type: 'BOOLEAN', value: word === 'true', start, end };
    if (word === 'null') return { type: 'NULL', start, end };
    let offset = start;
    for (const segment of word.split('.')) {
      if (FORBIDDEN_NAMES.has(segment)) {
        throw new ExprError('EXPR_SECURITY', `"${segment}" may not be used in an expression`, this.source, offset, offset + segment.length);
      }
      offset += segment.length + 1;
    }
    return { type: 'IDENTIFIER', name: word, start, end };
  }

  private readOperator(operator: string): Token {
    const start = this.at;
    const end = start + operator.length;
    if (ASSIGNMENTS.has(operator)) throw new ExprError('EXPR_SECURITY', `assignment "${operator}" is not allowed`, this.source, start, end);
    if (!ALLOWED.has(operator)) {
      const allowed = [...ALLOWED].join(' ');
      throw new ExprError('EXPR_OPERATOR', `operator "${operator}" is not allowed${HINTS[operator] ?? ''}; allowed: ${allowed} ( )`, this.source, start, end);
    }
    this.at = end;
    return { type: 'OPERATOR', value: operator as AllowedOperator, start, end };
  }

  /** Quoted string; `${…}` inside it interpolates, `$${` is a literal `${`. */
  private readString(quote: string): Token {
    const { source } = this;
    const start = this.at;
    const parts: TemplatePart[] = [];
    let text = '';
    let at = start + 1;
    while (at < source.length && source[at] !== quote) {
      const char = source[at];
      if (char === '\\') {
        const [decoded, length] = this.escape(at);
        text += decoded;
        at += length;
      } else if (source.startsWith('$${', at)) {
        text += '${';
        at += 3;
      } else if (source.startsWith('${', at)) {
        const ref = this.reference(at);
        if (text) parts.push({ kind: 'text', text });
        text = '';
        parts.push({ kind: 'ref', ref });
        at = ref.end;
      } else {
        text += char;
        at += 1;
      }
    }
    if (at >= source.length) throw new ExprError('EXPR_SYNTAX', `unterminated string: expected ${quote}`, source, start, source.length);
    if (text || parts.length === 0) parts.push({ kind: 'text', text });
    this.at = at + 1;
    return { type: 'STRING', parts, start, end: this.at };
  }

  /** Decodes the escape at `source[at] === '\\'`; returns the text and how many characters it used. */
  private escape(at: number): [string, number] {
    const { source } = this;
    const next = source[at + 1];
    if (next === undefined) throw new ExprError('EXPR_SYNTAX', 'unterminated escape', source, at, at + 1);
    if (next === '0' && /\d/.test(source[at + 2] ?? '')) throw this.badEscape(at, 3);
    const simple = SIMPLE_ESCAPES[next];
    if (simple !== undefined) return [simple, 2];
    if (next === 'x') return this.hexEscape(at, /^[\da-fA-F]{2}/, 2);
    if (next === 'u' && source[at + 2] === '{') {
      const close = source.indexOf('}', at + 3);
      const hex = close === -1 ? '' : source.slice(at + 3, close);
      const code = /^[\da-fA-F]{1,6}$/.test(hex) ? Number.parseInt(hex, 16) : Number.NaN;
      if (!(code <= 0x10ffff)) throw this.badEscape(at, close === -1 ? 3 : close - at + 1);
      return [String.fromCodePoint(code), close - at + 1];
    }
    if (next === 'u') return this.hexEscape(at, /^[\da-fA-F]{4}/, 2);
    throw this.badEscape(at, 2);
  }

  private hexEscape(at: number, digits: RegExp, prefix: number): [string, number] {
    const hex = digits.exec(this.source.slice(at + prefix, at + prefix + 4))?.[0];
    if (!hex) throw this.badEscape(at, prefix);
    return [String.fromCharCode(Number.parseInt(hex, 16)), prefix + hex.length];
  }

  private badEscape(at: number, length: number): ExprError {
    const text = this.source.slice(at, at + length);
    return new ExprError('EXPR_SYNTAX', `invalid escape "${text}"`, this.source, at, at + length);
  }

  private unexpected(at: number): ExprError {
    const char = String.fromCodePoint(this.source.codePointAt(at)!);
    const end = at + char.length;
    const forbidden = FORBIDDEN_CHARS[char];
    if (forbidden) return new ExprError('EXPR_SECURITY', `${forbidden} are not allowed`, this.source, at, end);
    return new ExprError('EXPR_SYNTAX', `unexpected character "${char}"`, this.source, at, end);
  }
}

// Seed 002 §4.4.3: no object or array literals; brackets would also mean computed member access.
const FORBIDDEN_CHARS: Readonly<Record<string, string>> = {
  '[': 'array literals and computed member access',
  '{': 'object literals and blocks',
  '`': 'template literals (use quotes with "${…}" inside)',
};
