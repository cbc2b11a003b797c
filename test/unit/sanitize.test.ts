/** sanitizeSelector (seed 000): its three correctness properties with fast-check, and its error-handling table. */
import { expect, test } from '@playwright/test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { sanitizeTarget, sanitizeSelector } from '../../src/locator/index.ts';

/** Valid-looking CSS selectors with no outer quotes or whitespace: `#id`, `.a.b`, `div > a`, `[data-x="y"]`. */
const ident = fc.stringMatching(/^[a-z][a-z0-9_-]{0,8}$/);
const attrValue = fc.stringMatching(/^[a-zA-Z0-9 _-]{0,8}$/);
const cssSelector = fc.oneof(
  ident.map(i => `#${i}`),
  fc.array(ident, { minLength: 1, maxLength: 3 }).map(parts => `.${parts.join('.')}`),
  fc.tuple(ident, ident).map(([a, b]) => `${a} > ${b}`),
  fc.tuple(ident, ident).map(([a, b]) => `${a}:nth-child(2) ${b}`),
  fc.tuple(ident, attrValue).map(([a, v]) => `[data-${a}="${v}"]`),
);
/** Attribute selectors with internal quotes. */
const attributeSelector = fc.tuple(ident, ident, attrValue, fc.constantFrom('"', "'")).map(([tag, attr, value, q]) => `${tag}[${attr}=${q}${value}${q}]`);
const space = fc.stringMatching(/^[ \t\n]{0,3}$/);

test.describe('sanitizeSelector properties', () => {
  test('Feature: chrome-selector-sanitization, Property 1: Outer Quote Removal', () => {
    fc.assert(fc.property(cssSelector, fc.constantFrom('"', "'", ''), space, space, (selector, quote, before, after) => {
      const input = `${before}${quote}${selector}${quote}${after}`;
      const result = sanitizeSelector(input);
      assert.equal(result.cleaned, selector);
      assert.equal(result.original, input);
      assert.equal(result.modified, input !== selector);
    }), { numRuns: 100 });
  });

  test('Feature: chrome-selector-sanitization, Property 2: Clean Selector Idempotence', () => {
    fc.assert(fc.property(fc.oneof(cssSelector, attributeSelector), selector => {
      const once = sanitizeSelector(selector);
      assert.deepEqual(once, { original: selector, cleaned: selector, modified: false });
      assert.deepEqual(sanitizeSelector(once.cleaned), once);
    }), { numRuns: 100 });
  });

  test('Feature: chrome-selector-sanitization, Property 3: Internal Quote Preservation', () => {
    fc.assert(fc.property(attributeSelector, fc.constantFrom('"', "'", ''), (selector, quote) => {
      const result = sanitizeSelector(`${quote}${selector}${quote}`);
      assert.equal(result.cleaned, selector);
      const inner = selector.slice(selector.indexOf('=') + 1, -1);
      assert.ok(result.cleaned.includes(inner), 'internal quotes and value kept');
    }), { numRuns: 100 });
  });
});

test.describe('sanitizeSelector error handling (seed 000 table)', () => {
  const cases: Array<[string, unknown, unknown, boolean]> = [
    ['empty string → empty, no throw', '', '', false],
    ['only quotes "" → empty', '""', '', true],
    ["only quotes '' → empty", "''", '', true],
    ['nested quotes lose one layer', `"'#id'"`, `'#id'`, true],
    ['whitespace around quotes', `  "#login"  `, '#login', true],
    ['whitespace inside quotes', `" #login "`, '#login', true],
    ['a lone quote stays', '"', '"', false],
    ['mismatched quotes stay', `"#id'`, `"#id'`, false],
  ];
  for (const [title, input, cleaned, modified] of cases) {
    test(title, () => {
      const result = sanitizeSelector(input as string);
      expect(result).toEqual({ original: input, cleaned, modified });
    });
  }

  test('null and undefined pass through unchanged', () => {
    expect(sanitizeSelector(null)).toEqual({ original: null, cleaned: null, modified: false });
    expect(sanitizeSelector(undefined)).toEqual({ original: undefined, cleaned: undefined, modified: false });
  });
});

test.describe('sanitizeTarget: sanitizeSelector for descriptions', () => {
  test('a description made of two quoted parts keeps its quotes', () => {
    expect(sanitizeTarget('"Add to cart" for "Backpack"').cleaned).toBe('"Add to cart" for "Backpack"');
    expect(sanitizeTarget(' "Edit" in the row with "Ada" ').cleaned).toBe('"Edit" in the row with "Ada"');
  });

  test('a wrapped selector with inner quotes is unwrapped', () => {
    expect(sanitizeTarget('"[data-id="value"]"').cleaned).toBe('[data-id="value"]');
    expect(sanitizeTarget(`'css:a[href="/"]'`).cleaned).toBe('css:a[href="/"]');
    expect(sanitizeTarget('"#login"')).toEqual({ original: '"#login"', cleaned: '#login', modified: true });
  });
});
