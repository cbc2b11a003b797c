/** Fuzzing the sandbox: 10,000 generated and hostile inputs; nothing escapes, only coded ExprErrors come out. */
// Inner checks use node:assert: Playwright's expect records a trace step per call, far too slow for 10,000 cases.
import { expect, test } from '@playwright/test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { EXPR_ERROR_CODES, evaluate, evaluateCondition, ExprError, interpolate, interpolateForDisplay, resolveValue, validateExpression, validateTemplate } from '../../src/registry/expr/index.ts';

const CODES: ReadonlySet<string> = new Set(EXPR_ERROR_CODES);
const SECRET = 'S3CR3T-VALUE';
let calls = 0;
const spy = () => {
  calls += 1;
  return 'called';
};

/** A context full of traps: functions, host objects, a getter, values that look like code. */
const ctx = deepFreeze({
  params: {
    name: 'test', n: 3, s: '1 || true', t: '${secrets.K}', password: SECRET, list: [1, 'a', null], user: { name: 'alice', fn: spy },
    fn: spy, date: new Date(0), map: new Map([['size', 1]]), getter: Object.defineProperty({}, 'g', { get: spy, enumerable: true }),
  },
  env: { CI: '1', PASSWORD: SECRET }, secrets: { K: SECRET }, steps: { a: { ref: 'e1' } }, vars: { v: 'x' }, selectors: { 'submit-btn': 'css:.b' },
  fn: spy, x: 1, a: true, b: false, this: 'this-key', globalThis: 'g', toString: spy, valueOf: spy,
});
const reachable = collectObjects(ctx);

const ATOMS = [
  '${params.name}', '${params.n}', '${params.s}', '${params.t}', '${x}', '${a}', '${b}', '${params.fn}', '${fn}', '${params.user}', '${params.user.fn}',
  '${params.list.1}', '${params.__proto__}', '${__proto__}', '${constructor.name}', '${params.constructor}', '${prototype}', '${toString}',
  '${params.date}', '${params.map.size}', '${params.getter.g}', '${params.getter}', '${${x}}', '${ x }', '${', '}', '$', '$${x}', '${x', '${.}',
  '__proto__', 'constructor', 'prototype', 'this', 'globalThis', 'process', 'require', 'eval', 'Function', 'new', 'a', 'x', 'params.name',
  'true', 'false', 'null', 'undefined', '1', '-1', '0.5', '.5', '1e308', '1e999', '-0', 'NaN', 'Infinity', '9007199254740993', '0x10', '1_000',
  "'str'", '"str"', "'${params.name}'", "'${params.__proto__}'", "'$${x}'", "'\\u{1F600}'", "'\\x41'", "'\\'", "'", '"', '\\', '`', '`${x}`',
  '==', '!=', '>', '<', '>=', '<=', '&&', '||', '!', '(', ')', '=', '===', '!==', '+', '-', '*', '/', '%', '?', ':', '?.', '??', '.', ',', ';',
  '[', ']', '{', '}', '=>', '()', 'a()', '${x}()', '.constructor', '["constructor"]', '[0]', 'x.__proto__.polluted = 1', 'Object.prototype',
  '中文', '😀', '\u0000', '\u2028', '\uFEFF', '\uD800', ' ', '\t', '\n',
];

test.describe.configure({ mode: 'serial' });
test.setTimeout(60_000);

const before = prototypeSnapshot();
test.afterAll(() => {
  expect(prototypeSnapshot()).toEqual(before);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(calls).toBe(0);
});

test('token soups: evaluate and validate either succeed with plain data or throw a coded ExprError', () => {
  const soup = fc.tuple(fc.array(fc.constantFrom(...ATOMS), { maxLength: 30 }), fc.constantFrom('', ' ')).map(([atoms, sep]) => atoms.join(sep));
  fc.assert(fc.property(soup, source => checkEverything(source)), { numRuns: runs(3_000) });
});

test('unicode and random strings, including lone surrogates and control characters', () => {
  const anyString = fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), fc.string({ unit: fc.constantFrom('$', '{', '}', "'", '"', '\\', '(', ')', '!', '=', '&', '|', '.', 'a', '_', '1'), maxLength: 40 }));
  fc.assert(fc.property(anyString, source => checkEverything(source)), { numRuns: runs(1_500) });
});

test('deep nesting, long chains and huge numbers hit limits or evaluate, never overflow the stack', () => {
  const nested = fc.tuple(fc.integer({ min: 0, max: 400 }), fc.constantFrom('(', '!', '!(', '(!'), fc.constantFrom(...ATOMS)).map(([n, open, atom]) => {
    const closes = open.includes('(') ? ')'.repeat(n) : '';
    return `${open.repeat(n)}${atom}${closes}`;
  });
  const chain = fc.tuple(fc.integer({ min: 1, max: 300 }), fc.constantFrom('&&', '||', '==', '<')).map(([n, op]) => Array.from({ length: n }, (_, i) => `${i}`).join(` ${op} `));
  const numbers = fc.oneof(fc.bigInt().map(String), fc.double().map(String), fc.integer({ min: 1, max: 400 }).map(n => '9'.repeat(n)), fc.nat(400).map(n => `1e${n}`));
  fc.assert(fc.property(fc.oneof(nested, chain, numbers), source => checkEverything(source)), { numRuns: runs(500) });
});

test('templates: interpolation is single-pass and display never shows a secret', () => {
  const piece = fc.oneof(
    fc.constantFrom(...ATOMS),
    fc.constantFrom('${secrets.K}', '${env.PASSWORD}', '${params.password}', '${params}', '${env}', '${secrets}', 'text ', '$${secrets.K}'),
  );
  const template = fc.array(piece, { maxLength: 12 }).map(pieces => pieces.join(''));
  fc.assert(fc.property(template, source => {
    expectCodedOrData(() => interpolate(source, ctx), source);
    expectCodedOrData(() => resolveValue(source, ctx), source);
    expectValidationValues(() => validateTemplate(source), source);
    const display = settle(() => interpolateForDisplay(source, ctx, { secretPaths: ['params.password', 'env.PASSWORD'] }), source);
    if (typeof display === 'string' && !source.includes(SECRET)) assert.ok(!display.includes(SECRET), `secret shown for ${JSON.stringify(source)}`);
  }), { numRuns: runs(1_500) });
});

test('well-formed expressions agree with an independent model of the seed\'s rules', () => {
  const model = { n: 3, s: '12px', t: 'true', z: 0, e: '', f: false, list: [1], nested: { deep: { v: 'x' } } };
  const refs = ['n', 's', 't', 'z', 'e', 'f', 'list', 'nested.deep.v', 'missing', 'nested.missing.v'];
  const valueOf = (path: string): unknown => path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' && Object.hasOwn(v, k) ? (v as Record<string, unknown>)[k] : undefined), model) ?? null;
  type Node = { src: string; minimal: string; value: unknown; level: number };
  const leaf: fc.Arbitrary<Node> = fc.oneof(
    fc.integer({ min: -1000, max: 1000 }).map(n => atom(String(n), n)),
    fc.constantFrom(true, false, null).map(v => atom(String(v), v)),
    fc.string({ unit: fc.constantFrom('a', '1', '.', ' ', "'", '"', '\\', '$', '{', '}', '中', '😀'), maxLength: 6 }).map(s => atom(quote(s), s)),
    fc.constantFrom(...refs).map(path => atom(`\${${path}}`, valueOf(path))),
  );
  const { node } = fc.letrec<{ node: Node }>(tie => ({
    node: fc.oneof(
      { maxDepth: 5, depthSize: 'small' },
      leaf,
      tie('node').map(operand => ({ src: `!(${operand.src})`, minimal: `!${wrap(operand, 5)}`, value: !operand.value, level: 5 })),
      fc.tuple(tie('node'), fc.constantFrom(...(Object.keys(LEVEL) as Array<keyof typeof LEVEL>)), tie('node')).map(([left, op, right]) => ({
        src: `(${left.src}) ${op} (${right.src})`,
        // Left-associative: a right operand of equal level needs parentheses, a left one does not.
        minimal: `${wrap(left, LEVEL[op])} ${op} ${wrap(right, LEVEL[op] + 1)}`,
        value: apply(op, left.value, right.value),
        level: LEVEL[op],
      })),
    ),
  }));
  fc.assert(fc.property(node, ({ src, minimal, value }) => {
    assert.equal(evaluate(src, model), value);
    assert.equal(evaluate(minimal, model), value);
    assert.equal(evaluateCondition(minimal, model), Boolean(value));
    assert.deepEqual(validateExpression(minimal, { knownScopes: [...Object.keys(model), 'missing'] }), []);
  }), { numRuns: runs(3_000) });
});

const LEVEL = { '||': 1, '&&': 2, '==': 3, '!=': 3, '>': 4, '<': 4, '>=': 4, '<=': 4 } as const;

function atom(src: string, value: unknown) {
  return { src, minimal: src, value, level: 6 };
}

function wrap(node: { minimal: string; level: number }, needed: number): string {
  return node.level >= needed ? node.minimal : `(${node.minimal})`;
}

/** The seed's rules, written independently of src/: strict equality, parseFloat-or-0 ordering, Boolean logic. */
function apply(op: keyof typeof LEVEL, left: unknown, right: unknown): boolean {
  const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' ? Number(/^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?/.exec(v)?.[0] ?? 0) || 0 : 0);
  switch (op) {
    case '||': return Boolean(left) || Boolean(right);
    case '&&': return Boolean(left) && Boolean(right);
    case '==': return left === right;
    case '!=': return left !== right;
    case '>': return num(left) > num(right);
    case '<': return num(left) < num(right);
    case '>=': return num(left) >= num(right);
    case '<=': return num(left) <= num(right);
  }
}

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\$\{/g, () => '$${')}'`;
}

function checkEverything(source: string): void {
  expectCodedOrData(() => evaluate(source, ctx), source);
  expectCodedOrData(() => evaluateCondition(source, ctx), source);
  expectCodedOrData(() => interpolate(source, ctx), source);
  expectValidationValues(() => validateExpression(source), source);
}

function expectCodedOrData(run: () => unknown, source: string): void {
  const result = settle(run, source);
  if (result instanceof ExprError) return;
  expectPlainData(result);
}

function expectValidationValues(run: () => ExprError[], source: string): void {
  for (const error of run()) expectCoded(error, source);
}

/** The value, or the ExprError it threw; anything else thrown fails the property. */
function settle(run: () => unknown, source: string): unknown {
  try {
    return run();
  } catch (error) {
    expectCoded(error, source);
    return error;
  }
}

function expectCoded(error: unknown, source: string): void {
  if (!(error instanceof ExprError)) throw new Error(`non-ExprError escaped for ${JSON.stringify(source)}`, { cause: error });
  assert.ok(CODES.has(error.code), error.code);
  assert.ok(error.position >= 0 && error.position <= error.end && error.end <= source.length, `bad range for ${JSON.stringify(source)}`);
}

/** Primitives (no symbols, no functions), or an array/object that is part of the context itself. */
function expectPlainData(value: unknown): void {
  assert.ok(typeof value !== 'function' && typeof value !== 'symbol', typeof value);
  if (typeof value === 'object' && value !== null) assert.ok(reachable.has(value), 'an object from outside the context was returned');
}

function collectObjects(root: object, into = new Set<object>()): Set<object> {
  into.add(root);
  for (const key of Object.keys(root)) {
    const property = Object.getOwnPropertyDescriptor(root, key);
    if (property && 'value' in property && typeof property.value === 'object' && property.value !== null) collectObjects(property.value as object, into);
  }
  return into;
}

function deepFreeze<T extends object>(value: T): T {
  for (const key of Object.keys(value)) {
    const property = Object.getOwnPropertyDescriptor(value, key);
    if (property && 'value' in property && typeof property.value === 'object' && property.value !== null && !(property.value instanceof Map)) deepFreeze(property.value as object);
  }
  return Object.freeze(value);
}

function prototypeSnapshot(): Record<string, string[]> {
  const names = (proto: object) => Reflect.ownKeys(proto).map(String).sort();
  return { object: names(Object.prototype), array: names(Array.prototype), function: names(Function.prototype), string: names(String.prototype) };
}

/** FUZZ_SCALE=10 runs ten times as many cases, for a longer local hunt. */
function runs(count: number): number {
  return Math.max(1, Math.round(count * Number(process.env.FUZZ_SCALE ?? 1)));
}
