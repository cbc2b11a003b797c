/**
 * The shop's checkout, which bench/overhead and bench/lock both time: the spec's steps after the
 * login, and the same steps as a Playwright user writes them by hand (one test.step per spec step).
 */

export const CHECKOUT_STEPS = `5. Verify the page shows "Products"
6. Click "Add to cart" for "Trail Backpack"
7. Click "Add to cart" for "Bike Light"
8. Verify the cart badge shows "2"
9. Click the "Cart" link
10. Click the "Checkout" button
11. Fill "First Name" with "Ada"
12. Fill "Last Name" with "Lovelace"
13. Fill "Zip/Postal Code" with "10115"
14. Click the "Continue" button
15. Verify the page shows "Total: $43.18"
16. Click the "Finish" button
17. Verify the page shows "Thank you for your order!"`;

export const CHECKOUT_HAND_STEPS = `    await test.step('Products', () => expect(page.getByText('Products').first()).toBeVisible());
    await test.step('Add backpack', () => page.getByTestId('inventory-item').filter({ hasText: 'Trail Backpack' }).getByRole('button', { name: 'Add to cart' }).click());
    await test.step('Add bike light', () => page.getByTestId('inventory-item').filter({ hasText: 'Bike Light' }).getByRole('button', { name: 'Add to cart' }).click());
    await test.step('Badge 2', () => expect(page.getByTestId('shopping-cart-badge')).toHaveText('2'));
    await test.step('Cart', () => page.getByRole('link', { name: 'Cart' }).click());
    await test.step('Checkout', () => page.getByRole('button', { name: 'Checkout' }).click());
    await test.step('First name', () => page.getByLabel('First Name').fill('Ada'));
    await test.step('Last name', () => page.getByLabel('Last Name').fill('Lovelace'));
    await test.step('Zip', () => page.getByLabel('Zip/Postal Code').fill('10115'));
    await test.step('Continue', () => page.getByRole('button', { name: 'Continue' }).click());
    await test.step('Total', () => expect(page.getByText('Total: $43.18')).toBeVisible());
    await test.step('Finish', () => page.getByRole('button', { name: 'Finish' }).click());
    await test.step('Thanks', () => expect(page.getByText('Thank you for your order!')).toBeVisible());`;
