/** Interpolation: seed 002 §8.2, raw values for typed params, deep resolution, secret masking, escapes. */
import { expect, test } from '@playwright/test';
import { interpolate, interpolateForDisplay, isExprError, resolveObject, resolveValue, type ExprContext } from '../../src/registry/expr/index.ts';

function failure(run: () => unknown): { code: string; position: number; end: number } {
  try {
    run();
  } catch (error) {
    if (isExprError(error)) return { code: error.code, position: error.position, end: error.end };
    throw error;
  }
  throw new Error('expected an ExprError');
}

test.describe('seed 002 §8.2 table', () => {
  test('simple replacement', () => {
    expect(interpolate('${params.name}', { params: { name: 'test' } })).toBe('test');
  });
  test('nested path', () => {
    expect(interpolate('${params.user.name}', { params: { user: { name: 'alice' } } })).toBe('alice');
  });
  test('missing variable is the empty string', () => {
    expect(interpolate('${params.unknown}', { params: {} })).toBe('');
  });
  test('mixed text', () => {
    expect(interpolate('Hello ${params.name}!', { params: { name: 'world' } })).toBe('Hello world!');
  });
  test('dangerous property is a security error at its segment', () => {
    expect(failure(() => interpolate('${params.__proto__}', { params: {} }))).toEqual({ code: 'EXPR_SECURITY', position: 9, end: 18 });
  });
});

test.describe('scopes and paths', () => {
  const ctx: ExprContext = {
    params: { trigger: '新建', count: 3, flag: false, nothing: null, list: ['a', 'b'], rows: [{ id: 7 }] },
    env: { TEST_USER: 'qa' },
    selectors: { 'submit-btn': 'role:button[name="Submit"]' },
    steps: { findResult: { ref: 'e5' } },
    vars: { user: 'standard_user' },
    secrets: { PASSWORD: 's3cret' },
  };

  test('every scope the spec and the registry use is readable', () => {
    expect(interpolate('${params.trigger}|${env.TEST_USER}|${selectors.submit-btn}|${steps.findResult.ref}|${vars.user}|${secrets.PASSWORD}', ctx))
      .toBe('新建|qa|role:button[name="Submit"]|e5|standard_user|s3cret');
  });
  test('numeric segments index arrays, and arrays have a length', () => {
    expect(interpolate('${params.list.1}/${params.rows.0.id}/${params.list.length}/${params.list.9}', ctx)).toBe('b/7/2/');
  });
  test('values render as text: numbers, booleans, null as "", arrays and objects as JSON', () => {
    expect(interpolate('${params.count} ${params.flag} [${params.nothing}] ${params.list} ${steps.findResult}', ctx))
      .toBe('3 false [] ["a","b"] {"ref":"e5"}');
  });
  test('unknown scopes and steps into primitives read as missing at run time', () => {
    expect(interpolate('[${nowhere.x}][${params.trigger.length}][${params.count.x}]', ctx)).toBe('[][][]');
  });
  test('whitespace inside the braces and unicode names are accepted', () => {
    expect(interpolate('${ params.名称 }', { params: { 名称: '值' } })).toBe('值');
  });
  test('process.env can be passed as the env scope', () => {
    process.env.SPECWRIGHT_EXPR_TEST = 'from-env';
    expect(interpolate('${env.SPECWRIGHT_EXPR_TEST}', { env: process.env })).toBe('from-env');
    delete process.env.SPECWRIGHT_EXPR_TEST;
  });
  test('inherited properties are not read: only own properties of plain data', () => {
    const params = Object.create({ inherited: 'leak' }) as Record<string, unknown>;
    expect(interpolate('${params.inherited}|${params.toString}|${params.hasOwnProperty}', { params: { ...params } })).toBe('||');
    expect(interpolate('${params.toString}', { params: {} })).toBe('');
  });
});

test.describe('one pass, escapes and literal dollars', () => {
  test('a value containing ${…} is inserted as text, never expanded', () => {
    const ctx = { params: { a: '${secrets.KEY}', b: '$${x}' }, secrets: { KEY: 'k' } };
    expect(interpolate('${params.a}-${params.b}', ctx)).toBe('${secrets.KEY}-$${x}');
  });
  test('$${ is a literal ${, a lone $ is text', () => {
    expect(interpolate('cost: $5, literal $${params.x}, $$', { params: { x: 1 } })).toBe('cost: $5, literal ${params.x}, $$');
  });
  test('text without placeholders is returned unchanged', () => {
    expect(interpolate('plain {text} with } and {', {})).toBe('plain {text} with } and {');
  });
  test('unterminated ${ is a syntax error pointing at the ${', () => {
    expect(failure(() => interpolate('ab ${params.x', {}))).toEqual({ code: 'EXPR_SYNTAX', position: 3, end: 5 });
  });
  test('empty ${} and operators inside ${…} are syntax errors at the offending character', () => {
    expect(failure(() => interpolate('${}', {}))).toMatchObject({ code: 'EXPR_SYNTAX', position: 2 });
    expect(failure(() => interpolate('${a == b}', {}))).toMatchObject({ code: 'EXPR_SYNTAX', position: 4 });
    expect(failure(() => interpolate('${a.}', {}))).toMatchObject({ code: 'EXPR_SYNTAX', position: 4 });
  });
  test('template-in-template, calls and brackets inside ${…} are security errors', () => {
    expect(failure(() => interpolate('${${params.a}}', {}))).toMatchObject({ code: 'EXPR_SECURITY', position: 2 });
    expect(failure(() => interpolate('${params.f()}', {}))).toMatchObject({ code: 'EXPR_SECURITY', position: 10 });
    expect(failure(() => interpolate('${params[0]}', {}))).toMatchObject({ code: 'EXPR_SECURITY', position: 8 });
    expect(failure(() => interpolate('${a=1}', {}))).toMatchObject({ code: 'EXPR_SECURITY', position: 3 });
  });
});

test.describe('raw values for typed params', () => {
  const ctx = { params: { count: 3, on: true, user: { name: 'a' }, list: [1, 2] } };
  test('a template that is exactly one reference keeps the value\'s type', () => {
    expect(resolveValue('${params.count}', ctx)).toBe(3);
    expect(resolveValue('${params.on}', ctx)).toBe(true);
    expect(resolveValue('${params.user}', ctx)).toEqual({ name: 'a' });
    expect(resolveValue('${params.missing}', ctx)).toBeUndefined();
  });
  test('anything around the reference makes it a string', () => {
    expect(resolveValue(' ${params.count}', ctx)).toBe(' 3');
    expect(resolveValue('${params.count}${params.count}', ctx)).toBe('33');
    expect(resolveValue('no refs', ctx)).toBe('no refs');
  });
  test('resolveObject resolves every string in nested arrays and objects, keys untouched', () => {
    const args = { action: 'eresh:dialog:open', params: { trigger: 'Click ${params.user.name}', n: '${params.count}', keep: 5, list: ['${params.on}', null] }, '${key}': 'x' };
    expect(resolveObject(args, ctx)).toEqual({ action: 'eresh:dialog:open', params: { trigger: 'Click a', n: 3, keep: 5, list: [true, null] }, '${key}': 'x' });
    expect(args.params.n).toBe('${params.count}');
  });
  test('resolveObject rejects cycles instead of looping', () => {
    const cyclic: Record<string, unknown> = { a: '${params.count}' };
    cyclic.self = cyclic;
    expect(failure(() => resolveObject(cyclic, ctx)).code).toBe('EXPR_TYPE');
  });
});

test.describe('display with secrets masked', () => {
  const ctx: ExprContext = { params: { user: 'bob', password: 'p@ss', nested: { token: 't0k' } }, env: { PASSWORD: 'envpw' }, secrets: { API_KEY: 'k3y' } };

  test('the secrets scope always renders as ***, execution still gets the value', () => {
    expect(interpolateForDisplay('key=${secrets.API_KEY}', ctx)).toBe('key=***');
    expect(interpolate('key=${secrets.API_KEY}', ctx)).toBe('key=k3y');
  });
  test('secret params and secret env vars are masked by path', () => {
    const options = { secretPaths: ['params.password', 'env.PASSWORD', 'params.nested.token'] };
    expect(interpolateForDisplay('${params.user}/${params.password}/${env.PASSWORD}/${params.nested.token}', ctx, options)).toBe('bob/***/***/***');
  });
  test('a parent of a secret is masked whole, since its JSON would contain it', () => {
    const text = interpolateForDisplay('${params}|${params.nested}', ctx, { secretPaths: ['params.nested.token'] });
    expect(text).toBe('***|***');
    expect(text).not.toContain('t0k');
  });
  test('a similarly named path is not masked, and the mask can be changed', () => {
    expect(interpolateForDisplay('${params.user}${params.passwordHint}', { params: { user: 'u', passwordHint: 'h' } }, { secretPaths: ['params.password'], mask: '[hidden]' })).toBe('uh');
    expect(interpolateForDisplay('${secrets.X}', {}, { mask: '[hidden]' })).toBe('[hidden]');
  });
});

test.describe('rendering never runs context code', () => {
  test('objects render as JSON without calling toJSON, toString or getters', () => {
    let called = 0;
    const spy = () => {
      called += 1;
      return 'called';
    };
    const ctx = { params: { o: { a: 1, toJSON: undefined as unknown, s: 'x"y', nested: withHole([1, null, undefined, 0, 2.5, Number.NaN], 3) } } };
    expect(interpolate('${params.o}', ctx)).toBe('{"a":1,"s":"x\\"y","nested":[1,null,null,null,2.5,null]}');
    const withMethod = { params: { o: { toJSON: spy } } };
    expect(() => interpolate('${params.o}', withMethod)).toThrow(expect.objectContaining({ code: 'EXPR_TYPE' }));
    const withGetter = { params: Object.defineProperty({}, 'g', { get: spy, enumerable: true }) };
    expect(() => interpolate('${params.g}', withGetter)).toThrow(expect.objectContaining({ code: 'EXPR_TYPE' }));
    expect(() => interpolate('${params}', withGetter)).toThrow(expect.objectContaining({ code: 'EXPR_TYPE' }));
    expect(called).toBe(0);
  });
});

/** An array with a hole at `index`, as YAML never makes but callers might. */
function withHole(items: unknown[], index: number): unknown[] {
  const copy = [...items];
  // eslint-disable-next-line @typescript-eslint/no-array-delete -- the hole is the point
  delete copy[index];
  return copy;
}
