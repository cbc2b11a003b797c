/** The built-in registry actions against the sample app, through the real tools and locator. */
import { expect, test } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createToolsDriver } from '../../src/registry/driver-tools.ts';
import { executeAction, loadRegistry, type RegistryDriver } from '../../src/registry/index.ts';
import { createToolContext } from '../../src/tools/context.ts';

const home = mkdtempSync(path.join(os.tmpdir(), 'sw-home-'));
const { registry, diagnostics } = loadRegistry({ home, env: {}, discoverPackages: false });

/** The tools driver, recording which selector each alias resolved to. */
function driverFor(page: import('@playwright/test').Page, baseURL: string | undefined) {
  const inner = createToolsDriver(createToolContext(page, { timeout: 5_000, ...(baseURL ? { baseURL } : {}) }));
  const resolved: string[] = [];
  const driver: RegistryDriver = {
    ...inner,
    async resolveSelector(definition, options) {
      const result = await inner.resolveSelector(definition, options);
      resolved.push(result.ok ? result.data : `!${result.error.code}`);
      return result;
    },
  };
  return { driver, resolved };
}

test('built-in actions load without errors', () => {
  expect(diagnostics.filter(d => d.severity === 'error')).toEqual([]);
  expect([...registry.index.keys()]).toEqual(expect.arrayContaining(['common:login', 'ui:dialog:open', 'ui:dropdown:pick', 'ui:date:pick', 'ui:tabs:switch', 'ui:table:row-action']));
});

test('dialog open → fill → confirm creates an item', async ({ page, baseURL }) => {
  await page.goto('/components/');
  const { driver } = driverFor(page, baseURL);
  const open = await executeAction(registry, driver, 'dialog:open', { trigger: 'New' });
  expect(open.error).toBeUndefined();
  await expect(page.getByRole('dialog', { name: 'New item' })).toBeVisible();
  expect((await executeAction(registry, driver, 'ui:dialog:fill', { field: 'Name', value: 'From the registry' })).error).toBeUndefined();
  expect((await executeAction(registry, driver, 'ui:dialog:confirm', {})).error).toBeUndefined();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('list', { name: 'Items' })).toContainText('From the registry');
});

test('dialog close by Escape and by Cancel', async ({ page, baseURL }) => {
  await page.goto('/components/');
  const { driver } = driverFor(page, baseURL);
  for (const how of ['escape', 'cancel']) {
    expect((await executeAction(registry, driver, 'ui:dialog:open', { trigger: 'New' })).success).toBe(true);
    const closed = await executeAction(registry, driver, 'ui:dialog:close', { how });
    expect(closed.error).toBeUndefined();
    await expect(page.getByRole('dialog')).toBeHidden();
  }
});

test('version override: 4.2.1 uses the current trigger, ?version=3.9.0 the legacy one', async ({ page, baseURL }) => {
  for (const [url, expected] of [['/components/', 'testid:new-item'], ['/components/?version=3.9.0', 'testid:create-item']] as const) {
    await page.goto(url);
    const { driver, resolved } = driverFor(page, baseURL);
    const result = await executeAction(registry, driver, 'ui:dialog:open', {}, { debug: true, log: () => {} });
    expect(result.error).toBeUndefined();
    expect(resolved).toEqual([expected]);
    await expect(page.getByRole('dialog', { name: 'New item' })).toBeVisible();
  }
});

test('custom dropdown pick', async ({ page, baseURL }) => {
  await page.goto('/components/');
  const result = await executeAction(registry, driverFor(page, baseURL).driver, 'ui:dropdown:pick', { label: 'Fruit', option: 'Dragon fruit' });
  expect(result.error).toBeUndefined();
  await expect(page.getByTestId('fruit-choice')).toHaveText('Selected fruit: Dragon fruit');
});

test('date pick: a day of the shown month through the calendar, another by typing', async ({ page, baseURL }) => {
  await page.goto('/components/');
  const { driver } = driverFor(page, baseURL);
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), 15);
  const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-15`;
  const name = day.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
  const picked = await executeAction(registry, driver, 'ui:date:pick', { field: 'Delivery date', value: iso, day: name });
  expect(picked.error).toBeUndefined();
  expect(picked.trace.find(t => t.path === '2')).toMatchObject({ status: 'ok' });
  await expect(page.getByLabel('Delivery date')).toHaveValue(iso);
  const typed = await executeAction(registry, driver, 'ui:date:pick', { field: 'Delivery date', value: '2030-01-02' });
  expect(typed.error).toBeUndefined();
  await expect(page.getByLabel('Delivery date')).toHaveValue('2030-01-02');
});

test('tab switch shows the panel', async ({ page, baseURL }) => {
  await page.goto('/components/');
  const result = await executeAction(registry, driverFor(page, baseURL).driver, 'ui:tabs:switch', { tab: 'Notifications' });
  expect(result.error).toBeUndefined();
  await expect(page.getByRole('tabpanel', { name: 'Notifications' })).toBeVisible();
  const missing = await executeAction(registry, driverFor(page, baseURL).driver, 'ui:tabs:switch', { tab: 'Billing' }, { limits: { stepTimeout: 1_500 } });
  expect(missing.error).toMatchObject({ step: 1, stepAction: 'click' });
  expect(['ELEMENT_NOT_FOUND', 'TIMEOUT']).toContain(missing.error!.code);
});

test('table row action with confirmation deletes the row', async ({ page, baseURL }) => {
  await page.goto('/components/');
  await expect(page.getByRole('row', { name: /Ada Lovelace/ })).toBeVisible();
  const result = await executeAction(registry, driverFor(page, baseURL).driver, 'ui:table:row-action', { row: 'Ada Lovelace', action: 'Delete', confirm: 'Delete' });
  expect(result.error).toBeUndefined();
  await expect(page.getByRole('row', { name: /Ada Lovelace/ })).toHaveCount(0);
});

test('login with a secret password: logged in, and the password is nowhere in the trace', async ({ page, baseURL }) => {
  const result = await executeAction(registry, driverFor(page, baseURL).driver, 'common:login', { username: 'standard_user', password: 'secret_sauce', url: '/shop/' }, { debug: true, log: () => {} });
  expect(result.error).toBeUndefined();
  await expect(page).toHaveURL(/inventory\.html/);
  expect(JSON.stringify(result)).not.toContain('secret_sauce');
});
