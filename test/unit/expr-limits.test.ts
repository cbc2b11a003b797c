/** Every resource limit (seed 002 §4.4.8, §6.2.9) is hit once, by default and through options, with its offset. */
import { expect, test } from '@playwright/test';
import { DEFAULT_LIMITS, evaluate, interpolate, isExprError, validateTemplate } from '../../src/registry/expr/index.ts';

function failure(run: () => unknown): { code: string; position: number; end?: number } {
  try {
    run();
  } catch (error) {
    if (isExprError(error)) return { code: error.code, position: error.position, end: error.end };
    throw error;
  }
  throw new Error('expected an ExprError');
}

test('defaults are documented values: depth 50 as the seed says', () => {
  expect(DEFAULT_LIMITS).toEqual({ maxLength: 10_000, maxTokens: 1_000, maxDepth: 50, maxPathSegments: 32, maxReferences: 200 });
  expect(Object.isFrozen(DEFAULT_LIMITS)).toBe(true);
});

test('maxLength: an expression or template one character too long', () => {
  const ok = `'${'a'.repeat(DEFAULT_LIMITS.maxLength - 2)}'`;
  expect(evaluate(ok, {})).toHaveLength(DEFAULT_LIMITS.maxLength - 2);
  expect(failure(() => evaluate(`${ok} `, {}))).toMatchObject({ code: 'EXPR_LIMIT', position: DEFAULT_LIMITS.maxLength });
  expect(failure(() => interpolate('x'.repeat(DEFAULT_LIMITS.maxLength + 1), {}))).toMatchObject({ code: 'EXPR_LIMIT' });
  expect(failure(() => interpolate('abcdef', {}, { limits: { maxLength: 5 } }))).toEqual({ code: 'EXPR_LIMIT', position: 5, end: 6 });
});

test('maxTokens: one token too many', () => {
  const terms = (n: number) => Array.from({ length: n }, () => 'true').join(' || ');
  // n terms make 2n - 1 tokens; depth is limited too, so raise it to isolate the token limit.
  const limits = { maxTokens: 9, maxDepth: 1000 };
  expect(evaluate(terms(5), {}, { limits })).toBe(true);
  expect(failure(() => evaluate(`${terms(5)} ||`, {}, { limits }))).toEqual({ code: 'EXPR_LIMIT', position: terms(5).length + 1, end: terms(5).length + 3 });
  expect(failure(() => evaluate(Array.from({ length: 1001 }, () => '(').join(''), {}))).toMatchObject({ code: 'EXPR_LIMIT', position: 1000 });
});

test('maxDepth through nesting: 49 parentheses pass, 50 fail at the 50th', () => {
  const nested = (n: number) => `${'('.repeat(n)}1${')'.repeat(n)}`;
  expect(evaluate(nested(49), {})).toBe(1);
  expect(failure(() => evaluate(nested(50), {}))).toEqual({ code: 'EXPR_LIMIT', position: 49, end: 50 });
  expect(evaluate(`${'!'.repeat(49)}true`, {})).toBe(false);
  expect(failure(() => evaluate(`${'!'.repeat(50)}true`, {}))).toMatchObject({ code: 'EXPR_LIMIT', position: 49 });
});

test('maxDepth through a long operator chain, which nests without parentheses', () => {
  const chain = (n: number) => Array.from({ length: n }, (_, i) => `${i} == ${i}`).join(' && ');
  // n comparisons joined by && form a left-deep tree of depth n + 1.
  expect(evaluate(chain(49), {})).toBe(true);
  expect(failure(() => evaluate(chain(50), {}))).toEqual({ code: 'EXPR_LIMIT', position: 0, end: 1 });
  expect(evaluate(chain(50), {}, { limits: { maxDepth: 51 } })).toBe(true);
});

test('maxPathSegments: a path one segment too long', () => {
  const path = (n: number) => Array.from({ length: n }, (_, i) => `s${i}`).join('.');
  expect(interpolate(`\${${path(32)}}`, {})).toBe('');
  const over = path(33);
  expect(failure(() => interpolate(`\${${over}}`, {}))).toEqual({ code: 'EXPR_LIMIT', position: 2 + over.lastIndexOf('s32'), end: 2 + over.length });
  expect(failure(() => evaluate('${a.b.c} == 1', {}, { limits: { maxPathSegments: 2 } }))).toEqual({ code: 'EXPR_LIMIT', position: 6, end: 7 });
});

test('maxReferences: one reference too many, in templates and expressions', () => {
  const refs = (n: number) => '${params.a}'.repeat(n);
  expect(interpolate(refs(200), { params: { a: 'x' } })).toHaveLength(200);
  expect(failure(() => interpolate(refs(201), {}))).toEqual({ code: 'EXPR_LIMIT', position: 2200, end: 2211 });
  expect(failure(() => evaluate("${a} == '${b}${c}'", {}, { limits: { maxReferences: 2 } }))).toEqual({ code: 'EXPR_LIMIT', position: 13, end: 17 });
  expect(validateTemplate(refs(3), { limits: { maxReferences: 2 } }).map(e => [e.code, e.position])).toEqual([['EXPR_LIMIT', 22]]);
});

test('a hostile 100k-character nesting is refused quickly, without a stack overflow', () => {
  const started = Date.now();
  const deep = '('.repeat(100_000);
  expect(failure(() => evaluate(deep, {}, { limits: { maxLength: Number.POSITIVE_INFINITY, maxTokens: Number.POSITIVE_INFINITY } }))).toMatchObject({ code: 'EXPR_LIMIT', position: 49 });
  expect(failure(() => evaluate(deep, {}))).toMatchObject({ code: 'EXPR_LIMIT' });
  expect(Date.now() - started).toBeLessThan(2_000);
});
