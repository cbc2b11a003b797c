/**
 * Cases today's code gets wrong, by case key (`<project> › <spec path>`: a defect's id, `base` or
 * `corpus`, then the spec file), each with why. The integrity e2e test marks these `test.fail()`;
 * when a fix lands the case turns red as a "fixed" expected failure: delete its line here.
 */
const PRICE_OF = 'known wrong failure: "the price of X is Y" resolves "price" to the price bar (price and button), whose whole text is not Y';

export const knownWrong: Record<string, string> = {
  'corpus › test/integrity/must-fail/components-dialog-closed.md': 'known wrong pass: a dialog never opened is reported visible',
  'base › test/integrity/specs/catalogue.md': PRICE_OF,
  'product-link-wrong › test/integrity/specs/catalogue.md': PRICE_OF,
  'sort-price-noop › test/integrity/specs/catalogue.md': PRICE_OF,
  'corpus › test/integrity/must-pass/price-of-backpack-wrong.md': PRICE_OF,
  'corpus › test/integrity/must-pass/price-of-other-product.md': PRICE_OF,
};
