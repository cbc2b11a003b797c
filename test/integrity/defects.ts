/** The seeded defects: each a small patch of the sample app and the example tests that must fail because of it. */

export interface Patch {
  /** Path under fixtures/app. */
  file: string;
  find: string;
  replace: string;
  /** How often `find` must occur; 1 unless stated, so a patch that no longer applies fails loudly. */
  count?: number;
}

export interface Defect {
  /** Also the variant's host name: `<id>.localhost`. */
  id: string;
  kind: DefectKind;
  description: string;
  patches: Patch[];
  /** Spec paths (every scenario of the file) or `spec path:scenario title`: exactly the tests that must fail. */
  expectFailing: string[];
}

export type DefectKind =
  | 'label-changed' | 'element-hidden' | 'element-removed' | 'wrong-count' | 'wrong-total' | 'wrong-tax'
  | 'wrong-link' | 'wrong-item-acted-on' | 'validation-missing' | 'validation-reworded' | 'sort-broken'
  | 'chinese-label-changed' | 'label-renamed-everywhere' | 'status-negated' | 'price-format'
  | 'state-not-updated' | 'error-banner-shown';

const STRINGS = 'shop/js/strings.js';
const CATALOGUE = 'test/integrity/specs/catalogue.md';
const CART_LINES = 'test/integrity/specs/cart-lines.md';
const TOTALS = 'test/integrity/specs/checkout-totals.yaml';
const LOGIN_PAGE = 'test/integrity/specs/login-page.md';
const ZH = 'test/integrity/specs/zh-catalogue.md';

export const defects: Defect[] = [
  {
    id: 'label-one-product', kind: 'label-changed',
    description: 'one product renamed: "Bike Light" reads "Bike Lamp" (English shop only)',
    patches: [{ file: 'shop/js/products.js', find: "en: ['Bike Light',", replace: "en: ['Bike Lamp'," }],
    expectFailing: ['specs/shop/cart.md:Add two products', 'specs/shop/checkout.yaml:Checkout computes tax and total',
      `${CATALOGUE}:Names and prices`, `${CATALOGUE}:A product opens its own page`,
      `${CART_LINES}:Remove takes out the line it belongs to`, `${CART_LINES}:Add to cart adds that product`],
  },
  {
    id: 'badge-hidden', kind: 'element-hidden',
    description: 'the cart badge is rendered but hidden (display: none)',
    patches: [{ file: 'shop/js/layout.js', find: "h('span', { class: 'cart-badge',", replace: "h('span', { style: 'display:none', class: 'cart-badge'," }],
    expectFailing: ['specs/shop/cart.md', 'specs/zh/shop.md:加入两件商品'],
  },
  {
    id: 'checkout-button-removed', kind: 'element-removed',
    description: 'the cart page has no Checkout button',
    patches: [{ file: 'shop/js/pages/cart.js', find: "h('button', { type: 'button', class: 'btn btn-primary', id: 'checkout',", replace: "false && h('button', { type: 'button', class: 'btn btn-primary', id: 'checkout'," }],
    expectFailing: ['specs/shop/checkout.yaml', 'specs/autoqa/checkout-autoqa.md', TOTALS],
  },
  {
    id: 'continue-shopping-removed', kind: 'element-removed',
    description: 'the cart page has no "Continue Shopping" link',
    patches: [{ file: 'shop/js/pages/cart.js', find: "h('a', { class: 'btn', href: 'inventory.html', id: 'continue-shopping',", replace: "false && h('a', { class: 'btn', href: 'inventory.html', id: 'continue-shopping'," }],
    expectFailing: ['specs/planner/shop.plan.md:The cart starts empty'],
  },
  {
    id: 'badge-count-off', kind: 'wrong-count',
    description: 'the cart badge counts one more item than the cart holds',
    patches: [{ file: 'shop/js/layout.js', find: 'const count = cart().length;', replace: 'const count = cart().length + 1;' }],
    expectFailing: ['specs/shop/cart.md', 'specs/zh/shop.md:加入两件商品', `${CART_LINES}:Add to cart adds that product`],
  },
  {
    id: 'tax-rate', kind: 'wrong-tax',
    description: 'tax computed at 7 % instead of 8 %',
    patches: [{ file: 'shop/js/pages/checkout.js', find: 'const TAX_RATE = 0.08;', replace: 'const TAX_RATE = 0.07;' }],
    expectFailing: ['specs/shop/checkout.yaml:Checkout computes tax and total', `${TOTALS}:One hoodie`],
  },
  {
    id: 'total-without-tax', kind: 'wrong-total',
    description: 'the order total leaves the tax out (Total equals Item total)',
    patches: [{ file: 'shop/js/pages/checkout.js', find: 't.total + t.money(subtotal + tax)', replace: 't.total + t.money(subtotal)' }],
    expectFailing: ['specs/shop/checkout.yaml:Checkout computes tax and total', `${TOTALS}:One hoodie`],
  },
  {
    id: 'product-link-wrong', kind: 'wrong-link',
    description: 'each product links to the next product\'s page',
    patches: [{ file: 'shop/js/pages/inventory.js', find: 'const link = `item.html?id=${product.id}`;', replace: 'const link = `item.html?id=${(product.id + 1) % 6}`;' }],
    expectFailing: ['specs/shop/browse.yaml:Browse a product and come back', `${CATALOGUE}:A product opens its own page`],
  },
  {
    id: 'add-adds-other', kind: 'wrong-item-acted-on',
    description: 'Bike Light\'s "Add to cart" puts the Bolt T-Shirt in the cart',
    patches: [{ file: 'shop/js/pages/widgets.js', find: '    toggleCart(product.id);\n    paint();', replace: "    toggleCart(product.slug === 'bike-light' ? 1 : product.id);\n    paint();" }],
    expectFailing: ['specs/shop/checkout.yaml:Checkout computes tax and total', CART_LINES, `${ZH}:商品与价格`],
  },
  {
    id: 'remove-removes-other', kind: 'wrong-item-acted-on',
    description: 'Remove in the cart removes the first line, whichever line it belongs to',
    patches: [
      { file: 'shop/js/pages/cart.js', find: '          toggleCart(product.id);', replace: '          toggleCart(cart()[0]);' },
    ],
    expectFailing: [`${CART_LINES}:Remove takes out the line it belongs to`],
  },
  {
    id: 'postal-message-missing', kind: 'validation-missing',
    description: 'a missing postal code blocks checkout without any message',
    patches: [{ file: STRINGS, find: "postalCodeRequired: 'Postal Code is required',", replace: "postalCodeRequired: ''," }],
    expectFailing: ['specs/shop/checkout.yaml:Checkout asks for the postal code'],
  },
  {
    id: 'username-message-case', kind: 'validation-reworded',
    description: 'the message reads "Username is Required" (a case change)',
    patches: [{ file: STRINGS, find: "usernameRequired: 'Username is required',", replace: "usernameRequired: 'Username is Required'," }],
    expectFailing: ['specs/shop/login.md:The username is required', `${LOGIN_PAGE}:The username is required`],
  },
  {
    id: 'first-name-message-reworded', kind: 'validation-reworded',
    description: 'the message reads "Please enter your first name"',
    patches: [{ file: STRINGS, find: "firstNameRequired: 'First Name is required',", replace: "firstNameRequired: 'Please enter your first name'," }],
    expectFailing: [`${TOTALS}:The first name is required`],
  },
  {
    id: 'sort-price-noop', kind: 'sort-broken',
    description: '"Price (high to low)" keeps the current order',
    patches: [{ file: 'shop/js/products.js', find: 'hilo: (a, b) => b.price - a.price,', replace: 'hilo: () => 0,' }],
    expectFailing: [`${CATALOGUE}:Sort by price, high to low`, `${ZH}:按价格从高到低排序`],
  },
  {
    id: 'zh-add-to-cart', kind: 'chinese-label-changed',
    description: 'the Chinese "加入购物车" reads "加入购物袋"',
    patches: [{ file: STRINGS, find: "addToCart: '加入购物车',", replace: "addToCart: '加入购物袋'," }],
    expectFailing: ['specs/zh/shop.md:加入两件商品', ZH],
  },
  {
    id: 'zh-cart-title', kind: 'chinese-label-changed',
    description: 'the Chinese cart page title "我的购物车" reads "我的购物篮"',
    patches: [{ file: STRINGS, find: "yourCart: '我的购物车',", replace: "yourCart: '我的购物篮'," }],
    expectFailing: ['specs/zh/shop.md:加入两件商品'],
  },
  {
    id: 'add-to-bag', kind: 'label-renamed-everywhere',
    description: '"Add to cart" is "Add to bag" on every product',
    patches: [{ file: STRINGS, find: "addToCart: 'Add to cart',", replace: "addToCart: 'Add to bag'," }],
    expectFailing: ['specs/shop/cart.md', 'specs/shop/checkout.yaml', 'specs/autoqa/checkout-autoqa.md', CART_LINES, TOTALS,
      `${CATALOGUE}:Names and prices`, `${CATALOGUE}:Sort by price, high to low`],
  },
  {
    id: 'log-in', kind: 'label-renamed-everywhere',
    description: 'the "Login" button reads "Log in" (its id is still login-button)',
    patches: [{ file: STRINGS, find: "login: 'Login',", replace: "login: 'Log in'," }],
    expectFailing: ['specs/shop/cart.md', 'specs/shop/login.md', 'specs/shop/browse.yaml', 'specs/shop/checkout.yaml',
      'specs/autoqa/checkout-autoqa.md', 'specs/planner/shop.plan.md', 'specs/registry-login.yaml',
      CATALOGUE, CART_LINES, TOTALS, LOGIN_PAGE],
  },
  {
    id: 'status-negated', kind: 'status-negated',
    description: '"Start" shows "Not started"',
    patches: [{ file: 'dynamic/dynamic.js', find: "textContent = 'Started';", replace: "textContent = 'Not started';" }],
    expectFailing: ['specs/dynamic.md:Late and vanishing content'],
  },
  {
    id: 'price-format', kind: 'price-format',
    description: 'prices read "USD 29.99" instead of "$29.99"',
    patches: [{ file: STRINGS, find: 'money: value => `$${value.toFixed(2)}`,', replace: 'money: value => `USD ${value.toFixed(2)}`,' }],
    expectFailing: ['specs/shop/browse.yaml:Browse a product and come back', 'specs/shop/checkout.yaml:Checkout computes tax and total',
      `${CATALOGUE}:Names and prices`, `${TOTALS}:One hoodie`],
  },
  {
    id: 'terms-does-not-check', kind: 'state-not-updated',
    description: 'the "I agree to the terms" checkbox ignores clicks',
    patches: [{ file: 'forms/forms.js', find: "const form = document.getElementById('profile');", replace: "const form = document.getElementById('profile');\ndocument.getElementById('terms').addEventListener('click', event => event.preventDefault());" }],
    expectFailing: ['specs/forms/profile.md:Fill and submit the profile', 'specs/zh/forms.yaml'],
  },
  {
    id: 'name-drops-value', kind: 'state-not-updated',
    description: 'the "Full name" field empties itself when it loses focus',
    patches: [{ file: 'forms/forms.js', find: "const form = document.getElementById('profile');", replace: "const form = document.getElementById('profile');\ndocument.getElementById('full-name').addEventListener('change', event => { event.target.value = ''; });" }],
    expectFailing: ['specs/forms/profile.md:Fill and submit the profile', 'specs/zh/forms.yaml'],
  },
  {
    id: 'login-error-shown', kind: 'error-banner-shown',
    description: 'the login page opens with the "Username is required" banner already shown',
    patches: [{ file: 'shop/js/pages/login.js', find: "  if (new URLSearchParams(location.search).get('error') === 'login-required')", replace: "  showError(errorSlot, [username], t.usernameRequired);\n  if (new URLSearchParams(location.search).get('error') === 'login-required')" }],
    expectFailing: [`${LOGIN_PAGE}:The login page opens without an error`],
  },
];
