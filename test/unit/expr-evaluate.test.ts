/** Conditions: seed 002 §8.3, precedence, associativity, the §6.2.6 type rules, literals and references. */
import { expect, test } from '@playwright/test';
import { evaluate, evaluateCondition, toBoolean, toNumber, type ExprContext } from '../../src/registry/expr/index.ts';

test.describe('seed 002 §8.3 table', () => {
  test('equality', () => expect(evaluateCondition('${x} == 1', { x: 1 })).toBe(true));
  test('inequality', () => expect(evaluateCondition('${x} != 1', { x: 2 })).toBe(true));
  test('logical and', () => expect(evaluateCondition('${a} && ${b}', { a: true, b: false })).toBe(false));
  test('string comparison', () => expect(evaluateCondition("${s} == 'hello'", { s: 'hello' })).toBe(true));
  test('the §4.4.3 example', () => {
    expect(evaluateCondition("${method} == 'text' && ${timeout} > 0", { method: 'text', timeout: 5000 })).toBe(true);
    expect(evaluateCondition("${method} == 'text' && ${timeout} > 0", { method: 'text', timeout: 0 })).toBe(false);
  });
});

test.describe('precedence and associativity', () => {
  const table: Array<[string, unknown]> = [
    // && binds tighter than ||: true || (false && false)
    ['true || false && false', true],
    ['(true || false) && false', false],
    // == binds tighter than &&: (1 == 1) && (2 == 2)
    ['1 == 1 && 2 == 2', true],
    // relational binds tighter than equality: (2 > 1) == true
    ['2 > 1 == true', true],
    ['true == 2 > 1', true],
    // ! binds tightest: (!true) == false
    ['!true == false', true],
    ['!(true == false)', true],
    ['!a', 'error'],
    // seed 002 §6.2.5's example shape: (!x) && (y == 1)
    ['!${x} && ${y} == 1', true],
    // left associativity: (1 == 1) == true, and (true == 1) is false
    ['1 == 1 == true', true],
    ['true == 1 == 1', false],
    // (3 > 2) > 1 → toNumber(true) is 0, so 0 > 1 is false
    ['3 > 2 > 1', false],
    ['1 < 2 < 3', true],
    ['!!true', true],
    ['!!!true', false],
    ['((((1))))', 1],
  ];
  for (const [expr, expected] of table) {
    test(expr, () => {
      const ctx = { x: false, y: 1 };
      if (expected === 'error') expect(() => evaluate(expr, ctx)).toThrow();
      else expect(evaluate(expr, ctx)).toBe(expected);
    });
  }
});

test.describe('type rules (seed 002 §6.2.6)', () => {
  test('toBoolean is Boolean(): "false", "0", [] and {} are truthy; "", 0, NaN, null are falsy', () => {
    expect(['false', '0', [], {}, -1, 'x'].map(toBoolean)).toEqual([true, true, true, true, true, true]);
    expect(['', 0, Number.NaN, null, undefined, false].map(toBoolean)).toEqual([false, false, false, false, false, false]);
  });
  test('toNumber: numbers as they are, strings parseFloat || 0, anything else 0', () => {
    expect([toNumber(5), toNumber('3.5px'), toNumber('abc'), toNumber(''), toNumber(true), toNumber(null), toNumber([7]), toNumber('1e3')]).toEqual([5, 3.5, 0, 0, 0, 0, 0, 1000]);
    expect(Number.isNaN(toNumber(Number.NaN))).toBe(true);
  });
  test('== and != are strict: no string/number or null/false coercion', () => {
    const ctx = { s: '1', n: 1, z: 0, f: false, e: '' };
    expect(evaluate('${s} == 1', ctx)).toBe(false);
    expect(evaluate('${s} == \'1\'', ctx)).toBe(true);
    expect(evaluate('${n} != \'1\'', ctx)).toBe(true);
    expect(evaluate('${z} == false', ctx)).toBe(false);
    expect(evaluate('${e} == ${f}', ctx)).toBe(false);
    expect(evaluate('null == false', ctx)).toBe(false);
  });
  test('relational operators compare numbers, coercing strings with parseFloat', () => {
    const ctx = { env: { RETRIES: '3' }, w: '12px' };
    expect(evaluate('${env.RETRIES} >= 3', ctx)).toBe(true);
    expect(evaluate('${env.RETRIES} > \'2.5\'', ctx)).toBe(true);
    expect(evaluate('${w} < 13', ctx)).toBe(true);
    // Non-numeric strings are 0 on both sides: neither greater nor less.
    expect(evaluate("'b' > 'a'", ctx)).toBe(false);
    expect(evaluate("'b' >= 'a'", ctx)).toBe(true);
    expect(evaluate('true > false', ctx)).toBe(false);
    expect(evaluate('null <= 0', ctx)).toBe(true);
  });
  test('comparisons across types follow the same two rules', () => {
    const ctx = { list: [5], obj: { a: 1 } };
    expect(evaluate('${list} > 4', ctx)).toBe(false);
    expect(evaluate('${obj} == ${obj}', ctx)).toBe(true);
    expect(evaluate('${list} == 5', ctx)).toBe(false);
    expect(evaluate("'10' > '9'", ctx)).toBe(true);
    expect(evaluate("'10' == 10", ctx)).toBe(false);
  });
  test('&& and || always give a boolean and short-circuit', () => {
    expect(evaluate("'a' && 'b'", {})).toBe(true);
    expect(evaluate("0 || ''", {})).toBe(false);
    // The right side would be a type error if evaluated.
    const ctx = { fn: () => 1 };
    expect(evaluate('false && ${fn}', ctx)).toBe(false);
    expect(evaluate('true || ${fn}', ctx)).toBe(true);
    expect(() => evaluate('true && ${fn}', ctx)).toThrow();
  });
});

test.describe('literals', () => {
  test('numbers: integers, decimals, negatives, exponents, leading dot, huge and tiny', () => {
    expect(['42', '-7', '3.25', '.5', '-.5', '1e3', '2E-2', '5.', '007'].map(e => evaluate(e, {}))).toEqual([42, -7, 3.25, 0.5, -0.5, 1000, 0.02, 5, 7]);
    expect(evaluate('1e999', {})).toBe(Number.POSITIVE_INFINITY);
    expect(evaluate('-1e999', {})).toBe(Number.NEGATIVE_INFINITY);
    expect(evaluate('1e-999', {})).toBe(0);
    expect(evaluate('123456789012345678901234567890 > 1', {})).toBe(true);
  });
  test('strings: both quotes and every escape', () => {
    expect(evaluate(String.raw`'it\'s' == "it's"`, {})).toBe(true);
    expect(evaluate(String.raw`"a\"b\\c\/d"`, {})).toBe('a"b\\c/d');
    expect(evaluate(String.raw`'\n\r\t\b\f\v\0'`, {})).toBe('\n\r\t\b\f\v\0');
    expect(evaluate(String.raw`'\x41\u00e9\u{1F600}'`, {})).toBe('Aé😀');
    expect(evaluate("'中文 ✓ 😀'", {})).toBe('中文 ✓ 😀');
    expect(evaluate("''", {})).toBe('');
  });
  test('booleans and null', () => {
    expect([evaluate('true', {}), evaluate('false', {}), evaluate('null', {})]).toEqual([true, false, null]);
  });
  test('whitespace of any kind separates tokens', () => {
    expect(evaluate(' \t1\n==\r\n1 ', {})).toBe(true);
  });
});

test.describe('references', () => {
  const ctx: ExprContext = {
    params: { user: { name: 'alice', roles: ['admin', 'qa'] }, count: 2, empty: '' },
    steps: { find: { ref: 'e5', found: true } },
    env: { CI: '1' },
  };
  test('nested paths and array indexes', () => {
    expect(evaluate("${params.user.roles.1} == 'qa'", ctx)).toBe(true);
    expect(evaluate('${params.user.roles.length} == 2', ctx)).toBe(true);
    expect(evaluate('${steps.find.found}', ctx)).toBe(true);
  });
  test('a missing variable reads as null, so absence can be tested', () => {
    expect(evaluate('${params.missing}', ctx)).toBeNull();
    expect(evaluate('${params.missing} == null', ctx)).toBe(true);
    expect(evaluate('${params.user.name.x} == null', ctx)).toBe(true);
    expect(evaluateCondition('${params.missing}', ctx)).toBe(false);
    expect(evaluateCondition('!${params.empty}', ctx)).toBe(true);
  });
  test('a reference alone returns the plain data it points at', () => {
    expect(evaluate('${params.user}', ctx)).toEqual({ name: 'alice', roles: ['admin', 'qa'] });
    expect(evaluateCondition('${env.CI}', ctx)).toBe(true);
  });
  test('quoted strings interpolate, once', () => {
    expect(evaluate("'${params.user.name}-${params.count}' == 'alice-2'", ctx)).toBe(true);
    expect(evaluate("'$${params.count}'", ctx)).toBe('${params.count}');
    expect(evaluate("'${params.x}'", { params: { x: '${params.count}' } })).toBe('${params.count}');
  });
  test('a value is data: operators inside it are not evaluated', () => {
    expect(evaluateCondition('${v} == 1', { v: '1 || true' })).toBe(false);
    expect(evaluateCondition("${v}", { v: "' || '1' == '1" })).toBe(true);
    expect(evaluate('${v}', { v: "') || ('" })).toBe("') || ('");
  });
});
