/**
 * Playwright locator code as a target: `getByRole('button', { name: 'Save' })`, the form
 * `locator.normalize()` and lock files write, read back into a chain of calls that the locator
 * replays on its search root. Only locator methods are read, and only with literal arguments:
 * this is a reader, not an evaluator. Pure.
 */

/** A literal argument; a regular expression is kept as its source and flags so a parsed target stays JSON. */
export type CodeValue =
  | string | number | boolean
  | { regex: string; flags: string }
  | { chain: CodeCall[] }
  | { object: Record<string, CodeValue> };

export interface CodeCall {
  method: string;
  args: CodeValue[];
}

export type CodeParse = { ok: true; chain: CodeCall[] } | { ok: false; message: string };

/** Methods that return a Locator (or FrameLocator), with the arguments each takes. */
const METHODS: Readonly<Record<string, { args: Array<'string' | 'text' | 'number' | 'options' | 'chain'>; optional: number }>> = {
  getByRole: { args: ['string', 'options'], optional: 1 },
  getByText: { args: ['text', 'options'], optional: 1 },
  getByLabel: { args: ['text', 'options'], optional: 1 },
  getByPlaceholder: { args: ['text', 'options'], optional: 1 },
  getByAltText: { args: ['text', 'options'], optional: 1 },
  getByTitle: { args: ['text', 'options'], optional: 1 },
  getByTestId: { args: ['text'], optional: 0 },
  locator: { args: ['string', 'options'], optional: 1 },
  frameLocator: { args: ['string'], optional: 0 },
  contentFrame: { args: [], optional: 0 },
  filter: { args: ['options'], optional: 1 },
  and: { args: ['chain'], optional: 0 },
  or: { args: ['chain'], optional: 0 },
  first: { args: [], optional: 0 },
  last: { args: [], optional: 0 },
  nth: { args: ['number'], optional: 0 },
};

/** Methods a chain may start with, on a page, a frame or a scope. */
const START = new Set(['getByRole', 'getByText', 'getByLabel', 'getByPlaceholder', 'getByAltText', 'getByTitle', 'getByTestId', 'locator', 'frameLocator']);

/** True when `text` reads as locator code rather than words: `getByRole(`, `page.locator(`, … */
export function looksLikeLocatorCode(text: string): boolean {
  return /^(?:page\s*\.\s*)?(?:getBy(?:Role|Text|Label|Placeholder|AltText|Title|TestId)|locator|frameLocator)\s*\(/.test(text.trim());
}

/** Reads locator code into its chain of calls, or says what it could not read. */
export function parseLocatorCode(text: string): CodeParse {
  try {
    const reader = new Reader(text.trim());
    reader.skipPage();
    const chain = reader.chain();
    reader.end();
    if (!START.has(chain[0].method))
      return { ok: false, message: `locator code starts with ${[...START].join(', ')}, not ${chain[0].method}()` };
    if (chain[chain.length - 1].method === 'contentFrame' || chain[chain.length - 1].method === 'frameLocator')
      return { ok: false, message: 'the code ends on a frame, not an element: add the element inside it' };
    return { ok: true, chain };
  } catch (error) {
    return { ok: false, message: error instanceof CodeError ? error.message : String(error) };
  }
}

class CodeError extends Error {}

class Reader {
  private at = 0;
  constructor(private readonly text: string) {}

  skipPage(): void {
    const page = /^page\s*\.\s*/.exec(this.text);
    if (page)
      this.at = page[0].length;
  }

  chain(): CodeCall[] {
    const calls = [this.call()];
    while (this.peek() === '.') {
      this.at++;
      calls.push(this.call());
    }
    return calls;
  }

  end(): void {
    this.space();
    if (this.at < this.text.length)
      this.fail(`unexpected ${JSON.stringify(this.text.slice(this.at, this.at + 12))}`);
  }

  private call(): CodeCall {
    this.space();
    const name = /^[A-Za-z_$][\w$]*/.exec(this.text.slice(this.at))?.[0];
    if (!name)
      this.fail('expected a locator method');
    const spec = METHODS[name];
    if (!spec)
      this.fail(`${name}() is not a locator method specwright reads (${Object.keys(METHODS).join(', ')})`);
    this.at += name.length;
    this.expect('(');
    const args: CodeValue[] = [];
    while (this.peek() !== ')') {
      if (args.length)
        this.expect(',');
      if (this.peek() === ')')
        break;
      args.push(this.value());
    }
    this.expect(')');
    if (args.length > spec.args.length || args.length < spec.args.length - spec.optional)
      this.fail(`${name}() takes ${spec.args.length - spec.optional === spec.args.length ? spec.args.length : `${spec.args.length - spec.optional} to ${spec.args.length}`} argument(s), got ${args.length}`);
    args.forEach((arg, i) => checkArg(name, spec.args[i], arg, this));
    return { method: name, args };
  }

  private value(): CodeValue {
    const ch = this.peek();
    if (ch === "'" || ch === '"' || ch === '`')
      return this.string();
    if (ch === '/')
      return this.regex();
    if (ch === '{')
      return this.object();
    const rest = this.text.slice(this.at);
    const number = /^-?\d+(?:\.\d+)?/.exec(rest);
    if (number) {
      this.at += number[0].length;
      return Number(number[0]);
    }
    const word = /^(true|false)\b/.exec(rest);
    if (word) {
      this.at += word[0].length;
      return word[0] === 'true';
    }
    if (looksLikeLocatorCode(rest)) {
      this.skipPage();
      return { chain: this.chain() };
    }
    this.fail(`expected a literal at ${JSON.stringify(rest.slice(0, 12))}`);
  }

  private string(): string {
    const quote = this.text[this.at++];
    let out = '';
    while (this.at < this.text.length) {
      const ch = this.text[this.at++];
      if (ch === quote)
        return out;
      if (quote === '`' && ch === '$' && this.text[this.at] === '{')
        this.fail('template substitutions are not literals');
      if (ch !== '\\') {
        out += ch;
        continue;
      }
      const next = this.text[this.at++];
      const escapes: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };
      if (next === 'u' || next === 'x') {
        const hex = next === 'x' ? this.text.slice(this.at, this.at + 2) : /^\{[0-9a-f]+\}|^[0-9a-f]{4}/i.exec(this.text.slice(this.at))?.[0] ?? '';
        if (!hex || !/^\{?[0-9a-f]+\}?$/i.test(hex))
          this.fail('a bad escape in a string');
        out += String.fromCodePoint(parseInt(hex.replace(/[{}]/g, ''), 16));
        this.at += hex.length;
        continue;
      }
      out += escapes[next] ?? next;
    }
    this.fail('a string is not closed');
  }

  private regex(): { regex: string; flags: string } {
    let at = this.at + 1;
    let inClass = false;
    for (; at < this.text.length; at++) {
      const ch = this.text[at];
      if (ch === '\\') {
        at++;
        continue;
      }
      if (ch === '[')
        inClass = true;
      else if (ch === ']')
        inClass = false;
      else if (ch === '/' && !inClass)
        break;
    }
    if (at >= this.text.length)
      this.fail('a regular expression is not closed');
    const source = this.text.slice(this.at + 1, at);
    const flags = /^[dgimsuvy]*/.exec(this.text.slice(at + 1))![0];
    this.at = at + 1 + flags.length;
    try {
      new RegExp(source, flags);
    } catch (error) {
      this.fail(`a bad regular expression: ${(error as Error).message}`);
    }
    return { regex: source, flags };
  }

  private object(): { object: Record<string, CodeValue> } {
    this.expect('{');
    const object: Record<string, CodeValue> = {};
    while (this.peek() !== '}') {
      if (Object.keys(object).length)
        this.expect(',');
      if (this.peek() === '}')
        break;
      const ch = this.peek();
      let key: string;
      if (ch === "'" || ch === '"') {
        key = this.string();
      } else {
        key = /^[A-Za-z_$][\w$]*/.exec(this.text.slice(this.at))?.[0] ?? this.fail('expected an option name');
        this.at += key.length;
      }
      this.expect(':');
      object[key] = this.value();
    }
    this.expect('}');
    return { object };
  }

  private peek(): string {
    this.space();
    return this.text[this.at] ?? '';
  }

  private space(): void {
    while (/\s/.test(this.text[this.at] ?? ''))
      this.at++;
  }

  private expect(token: string): void {
    if (this.peek() !== token)
      this.fail(`expected "${token}"${this.at < this.text.length ? ` at ${JSON.stringify(this.text.slice(this.at, this.at + 12))}` : ' at the end'}`);
    this.at++;
  }

  fail(message: string): never {
    throw new CodeError(message);
  }
}

/** Option names each method takes, with the type of their value. */
const OPTIONS: Readonly<Record<string, Readonly<Record<string, 'boolean' | 'number' | 'text' | 'chain'>>>> = {
  getByRole: { name: 'text', exact: 'boolean', checked: 'boolean', disabled: 'boolean', expanded: 'boolean', includeHidden: 'boolean', level: 'number', pressed: 'boolean', selected: 'boolean' },
  getByText: { exact: 'boolean' },
  getByLabel: { exact: 'boolean' },
  getByPlaceholder: { exact: 'boolean' },
  getByAltText: { exact: 'boolean' },
  getByTitle: { exact: 'boolean' },
  locator: { hasText: 'text', hasNotText: 'text', has: 'chain', hasNot: 'chain' },
  filter: { hasText: 'text', hasNotText: 'text', has: 'chain', hasNot: 'chain', visible: 'boolean' },
};

function checkArg(method: string, kind: 'string' | 'text' | 'number' | 'options' | 'chain', arg: CodeValue, reader: Reader): void {
  const isText = typeof arg === 'string' || (typeof arg === 'object' && 'regex' in arg);
  if (kind === 'string' && typeof arg !== 'string')
    reader.fail(`${method}() needs a string`);
  if (kind === 'text' && !isText)
    reader.fail(`${method}() needs a string or a regular expression`);
  if (kind === 'number' && (typeof arg !== 'number' || !Number.isInteger(arg)))
    reader.fail(`${method}() needs a whole number`);
  if (kind === 'chain' && !(typeof arg === 'object' && 'chain' in arg))
    reader.fail(`${method}() needs a locator`);
  if (kind !== 'options')
    return;
  if (!(typeof arg === 'object' && 'object' in arg))
    reader.fail(`${method}() takes an options object`);
  const allowed = OPTIONS[method] ?? {};
  for (const [key, value] of Object.entries(arg.object)) {
    const type = allowed[key];
    if (!type)
      reader.fail(`${method}() has no option "${key}"${Object.keys(allowed).length ? ` (it takes ${Object.keys(allowed).join(', ')})` : ''}`);
    const fits = type === 'text' ? typeof value === 'string' || (typeof value === 'object' && 'regex' in value)
      : type === 'chain' ? typeof value === 'object' && 'chain' in value
        : typeof value === type;
    if (!fits)
      reader.fail(`${method}() option "${key}" needs ${type === 'text' ? 'a string or a regular expression' : type === 'chain' ? 'a locator' : `a ${type}`}`);
  }
}
