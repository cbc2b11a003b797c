/** Errors: every rejected construct gives its stable code and the offset range of the culprit. */
import { expect, test } from '@playwright/test';
import { EXPR_ERROR_CODES, evaluate, ExprError, formatExprError, isExprError, offsetToLineColumn } from '../../src/registry/expr/index.ts';

function failure(expr: string): { code: string; position: number; end: number } {
  try {
    evaluate(expr, { a: 1, params: { x: 1 } });
  } catch (error) {
    if (isExprError(error)) return { code: error.code, position: error.position, end: error.end };
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(expr)} to fail`);
}

const cases: Array<[expr: string, code: string, position: number, end: number]> = [
  // Syntax
  ['', 'EXPR_SYNTAX', 0, 0],
  ['   ', 'EXPR_SYNTAX', 0, 3],
  ['1 ==', 'EXPR_SYNTAX', 4, 4],
  ['(1 == 1', 'EXPR_SYNTAX', 7, 7],
  ['1 == 1)', 'EXPR_SYNTAX', 6, 7],
  ['()', 'EXPR_SYNTAX', 1, 2],
  ['1 2', 'EXPR_SYNTAX', 2, 3],
  ['${a} ${a}', 'EXPR_SYNTAX', 5, 9],
  ["'abc", 'EXPR_SYNTAX', 0, 4],
  ['"abc\'', 'EXPR_SYNTAX', 0, 5],
  [String.raw`'\q'`, 'EXPR_SYNTAX', 1, 3],
  [String.raw`'\x4'`, 'EXPR_SYNTAX', 1, 3],
  [String.raw`'\u12'`, 'EXPR_SYNTAX', 1, 3],
  [String.raw`'\u{110000}'`, 'EXPR_SYNTAX', 1, 11],
  [String.raw`'\01'`, 'EXPR_SYNTAX', 1, 4],
  ["'\\", 'EXPR_SYNTAX', 1, 2],
  ['1.2.3', 'EXPR_SYNTAX', 0, 4],
  ['12abc', 'EXPR_SYNTAX', 0, 3],
  ['1e', 'EXPR_SYNTAX', 0, 2],
  ['a', 'EXPR_SYNTAX', 0, 1],
  ['params.x == 1', 'EXPR_SYNTAX', 0, 8],
  ['this', 'EXPR_SYNTAX', 0, 4],
  ['globalThis', 'EXPR_SYNTAX', 0, 10],
  ['undefined', 'EXPR_SYNTAX', 0, 9],
  ['new Date', 'EXPR_SYNTAX', 0, 3],
  ['${a}.b', 'EXPR_SYNTAX', 4, 5],
  ['#', 'EXPR_SYNTAX', 0, 1],
  ['@a', 'EXPR_SYNTAX', 0, 1],
  ['1 ]', 'EXPR_SYNTAX', 2, 3],
  ['${params.x', 'EXPR_SYNTAX', 0, 2],
  ["'${params.x'", 'EXPR_SYNTAX', 11, 12],
  // Operators outside the whitelist
  ['1 === 1', 'EXPR_OPERATOR', 2, 5],
  ['1 !== 1', 'EXPR_OPERATOR', 2, 5],
  ['1 + 1', 'EXPR_OPERATOR', 2, 3],
  ['1 - a', 'EXPR_OPERATOR', 2, 3],
  ['2 * 3', 'EXPR_OPERATOR', 2, 3],
  ['2 / 3', 'EXPR_OPERATOR', 2, 3],
  ['2 % 3', 'EXPR_OPERATOR', 2, 3],
  ['2 ** 3', 'EXPR_OPERATOR', 2, 4],
  ['1 & 1', 'EXPR_OPERATOR', 2, 3],
  ['1 | 1', 'EXPR_OPERATOR', 2, 3],
  ['1 ^ 1', 'EXPR_OPERATOR', 2, 3],
  ['~1', 'EXPR_OPERATOR', 0, 1],
  ['1 << 2', 'EXPR_OPERATOR', 2, 4],
  ['1 >>> 2', 'EXPR_OPERATOR', 2, 5],
  ['${a} ?? 1', 'EXPR_OPERATOR', 5, 7],
  ['${a} ? 1 : 2', 'EXPR_OPERATOR', 5, 6],
  ['${a}?.b', 'EXPR_OPERATOR', 4, 6],
  ['1, 2', 'EXPR_OPERATOR', 1, 2],
  ['1; 2', 'EXPR_OPERATOR', 1, 2],
  ['() => 1', 'EXPR_OPERATOR', 3, 5],
  ['...${a}', 'EXPR_OPERATOR', 0, 3],
  // Constructs the sandbox forbids
  ['a()', 'EXPR_SECURITY', 0, 2],
  ['${a}()', 'EXPR_SECURITY', 0, 5],
  ["'x'()", 'EXPR_SECURITY', 0, 4],
  ['(1)(2)', 'EXPR_SECURITY', 0, 4],
  ['eval("1")', 'EXPR_SECURITY', 0, 5],
  ['a.b.c()', 'EXPR_SECURITY', 0, 6],
  ['[1, 2]', 'EXPR_SECURITY', 0, 1],
  ['{a: 1}', 'EXPR_SECURITY', 0, 1],
  ['`x`', 'EXPR_SECURITY', 0, 1],
  ['${a} = 1', 'EXPR_SECURITY', 5, 6],
  ['${a} += 1', 'EXPR_SECURITY', 5, 7],
  ['${a}++', 'EXPR_SECURITY', 4, 6],
  ['--1', 'EXPR_SECURITY', 0, 2],
  ['${a} ||= 1', 'EXPR_SECURITY', 5, 8],
  ['__proto__', 'EXPR_SECURITY', 0, 9],
  ['a.constructor', 'EXPR_SECURITY', 2, 13],
  ['x.prototype.y', 'EXPR_SECURITY', 2, 11],
  ['${params.constructor}', 'EXPR_SECURITY', 9, 20],
  ['${prototype}', 'EXPR_SECURITY', 2, 11],
  ["'${a.__proto__.x}'", 'EXPR_SECURITY', 5, 14],
  ['${a.__lookupGetter__}', 'EXPR_SECURITY', 4, 20],
  ['${${a}}', 'EXPR_SECURITY', 2, 3],
  ['${a[0]}', 'EXPR_SECURITY', 3, 4],
];

for (const [expr, code, position, end] of cases) {
  test(`${JSON.stringify(expr)} → ${code} at ${position}..${end}`, () => {
    expect(failure(expr)).toEqual({ code, position, end });
  });
}

test('a value that is a function, symbol or class instance is a type error at its reference, never returned', () => {
  class Box { v = 1; }
  const ctx = { f: () => 1, sym: Symbol('s'), box: new Box(), date: new Date(0), map: new Map([['a', 1]]), o: { f: Math.max } };
  for (const [expr, position] of [['${f}', 0], ['1 == ${sym}', 5], ['${box}', 0], ['${box.v}', 0], ['${date}', 0], ['${map.a}', 0], ['${o.f}', 0]] as const) {
    let caught: unknown;
    try {
      evaluate(expr, ctx);
    } catch (error) {
      caught = error;
    }
    expect(caught, expr).toBeInstanceOf(ExprError);
    expect((caught as ExprError).code, expr).toBe('EXPR_TYPE');
    expect((caught as ExprError).position, expr).toBe(position);
  }
});

test('the error codes are a closed list', () => {
  expect([...EXPR_ERROR_CODES].sort()).toEqual(['EXPR_LIMIT', 'EXPR_OPERATOR', 'EXPR_SCOPE', 'EXPR_SECURITY', 'EXPR_SYNTAX', 'EXPR_TYPE']);
});

test('formatExprError shows the code, line:column and a caret under the culprit', () => {
  let caught: unknown;
  try {
    evaluate('${a} == 1 &&\n  ${b} === 2', { a: 1, b: 2 });
  } catch (error) {
    caught = error;
  }
  expect(isExprError(caught)).toBe(true);
  const lines = formatExprError(caught as ExprError).split('\n');
  expect(lines[0]).toMatch(/^EXPR_OPERATOR at 2:8: /);
  expect(lines[1]).toBe('    ${b} === 2');
  expect(lines[2]).toBe('         ^^^');
});

test('offsetToLineColumn maps offsets to 1-based positions for file locations', () => {
  const source = 'ab\ncd\n\nef';
  expect([0, 1, 2, 3, 5, 6, 7, 9, 99].map(offset => offsetToLineColumn(source, offset))).toEqual([
    { line: 1, column: 1 }, { line: 1, column: 2 }, { line: 1, column: 3 }, { line: 2, column: 1 }, { line: 2, column: 3 },
    { line: 3, column: 1 }, { line: 4, column: 1 }, { line: 4, column: 3 }, { line: 4, column: 3 },
  ]);
});

test('ExprError is an Error with a stable name, and keeps its cause', () => {
  const cause = new Error('inner');
  const error = new ExprError('EXPR_TYPE', 'msg', 'src', 1, 2, { cause });
  expect(error).toBeInstanceOf(Error);
  expect(error.name).toBe('ExprError');
  expect(error.cause).toBe(cause);
  expect(new ExprError('EXPR_SYNTAX', 'm', 'ab', 10, 1)).toMatchObject({ position: 2, end: 2 });
});
