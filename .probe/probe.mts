import { launchSession } from '/work/main/src/session/browser.ts';
import { resolveTarget } from '/work/main/src/locator/resolve.ts';
const [url, ...targets] = process.argv.slice(2);
const { session, close } = await launchSession({});
const page = session.page;
await page.goto(url);
for (const t of targets) {
  if (t.startsWith('FILL:')) { const [k, v] = t.slice(5).split('='); await page.getByPlaceholder(k).fill(v); continue; }
  if (t.startsWith('CLICK:')) { await page.getByRole('button', { name: t.slice(6) }).click(); await page.waitForLoadState(); continue; }
  const r = await resolveTarget(page, t, { timeout: 1500 });
  if (r.ok) console.log(t, '→', r.data.strategy, r.data.description, await r.data.locator.count(), (await r.data.locator.first().evaluate(e => e.outerHTML)).slice(0, 300));
  else console.log(t, '→', r.error.code, r.error.message.slice(0, 300));
}
await close();
