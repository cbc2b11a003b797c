import { test } from '@playwright/test';
import { resolveTarget } from '../src/locator/resolve.ts';
test('probe', async ({ page }) => {
  const [url, ...targets] = JSON.parse(process.env.PROBE!);
  await page.goto(url);
  for (const t of targets) {
    if (t.startsWith('FILL:')) { const [k, v] = t.slice(5).split('='); await page.getByPlaceholder(k).fill(v); continue; }
    if (t.startsWith('CLICK:')) { await page.getByRole('button', { name: t.slice(6) }).click(); await page.waitForLoadState(); continue; }
    const r = await resolveTarget(page, t, { timeout: 1500 });
    if (r.ok) console.log(t, '→', r.data.strategy, r.data.description, await r.data.locator.count(), (await r.data.locator.first().evaluate(e => e.outerHTML)).slice(0, 300));
    else console.log(t, '→', r.error.code, r.error.message.slice(0, 300));
  }
});
