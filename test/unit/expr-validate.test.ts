/** Static validation (seed 002 §6.1.5): scopes, every error of a source at once, offsets for file locations. */
import { expect, test } from '@playwright/test';
import { collectReferences, DEFAULT_SCOPES, validateExpression, validateTemplate, type ExprError } from '../../src/registry/expr/index.ts';

const brief = (errors: ExprError[]) => errors.map(e => [e.code, e.position, e.end]);

test('the default scopes are the seed\'s four plus vars and secrets', () => {
  expect([...DEFAULT_SCOPES]).toEqual(['params', 'env', 'selectors', 'steps', 'vars', 'secrets']);
});

test('a valid condition and a valid template have no errors', () => {
  expect(validateExpression("${params.method} == 'text' && (${steps.find.found} || !${env.CI}) && ${vars.n} >= 1")).toEqual([]);
  expect(validateTemplate('Hello ${params.name}, ${secrets.TOKEN} $${literal} $5')).toEqual([]);
});

test('unknown scopes are reported, one per reference, spanning the reference', () => {
  const source = '${param.x} == ${params.y} && ${foo.z}';
  expect(brief(validateExpression(source))).toEqual([['EXPR_SCOPE', 0, 10], ['EXPR_SCOPE', 29, 37]]);
  expect(brief(validateTemplate('a ${ctx.b} c'))).toEqual([['EXPR_SCOPE', 2, 10]]);
});

test('knownScopes narrows what is allowed', () => {
  expect(brief(validateExpression('${env.CI} && ${params.x}', { knownScopes: ['params'] }))).toEqual([['EXPR_SCOPE', 0, 9]]);
  expect(validateExpression('${x} == 1', { knownScopes: ['x'] })).toEqual([]);
});

test('references inside string literals are checked too', () => {
  expect(brief(validateExpression("'${nope.a}' == 'x'"))).toEqual([['EXPR_SCOPE', 1, 10]]);
});

test('a syntax error does not hide scope errors elsewhere in the expression', () => {
  expect(brief(validateExpression('${bad.a} === ${worse.b}'))).toEqual([['EXPR_SCOPE', 0, 8], ['EXPR_OPERATOR', 9, 12], ['EXPR_SCOPE', 13, 23]]);
});

test('a template reports every malformed placeholder, not just the first', () => {
  expect(brief(validateTemplate('${a.__proto__} and ${b()} and ${} and ${params.ok}'))).toEqual([
    ['EXPR_SECURITY', 4, 13], ['EXPR_SECURITY', 22, 23], ['EXPR_SYNTAX', 32, 33],
  ]);
});

test('operator, security and limit errors come out of validation as values', () => {
  expect(brief(validateExpression('${params.a} = 1'))).toEqual([['EXPR_SECURITY', 12, 13]]);
  expect(brief(validateExpression('${params.a}()'))).toEqual([['EXPR_SECURITY', 0, 12]]);
  expect(validateExpression('${params.a} == 1', { limits: { maxLength: 5 } }).map(e => e.code)).toEqual(['EXPR_LIMIT']);
});

test('collectReferences lists scope, path, segments and offsets, in order, strings included', () => {
  expect(collectReferences("x ${params.user.name} == '${ steps.find.ref }' $${env.NOT}")).toEqual([
    { scope: 'params', path: 'params.user.name', segments: ['params', 'user', 'name'], start: 2, end: 21 },
    { scope: 'steps', path: 'steps.find.ref', segments: ['steps', 'find', 'ref'], start: 26, end: 45 },
  ]);
  expect(collectReferences('no references')).toEqual([]);
});

test('collectReferences throws the coded error on a malformed placeholder', () => {
  expect(() => collectReferences('${a.prototype}')).toThrow(expect.objectContaining({ code: 'EXPR_SECURITY', position: 4 }));
});
