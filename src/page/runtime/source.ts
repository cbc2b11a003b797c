/** Ships the in-page runtime: composes dom.ts + views.ts into one script, installed once per document. */
import type { Locator, Page } from '@playwright/test';
import { domHelpers } from './dom.ts';
import { pathHelpers } from './paths.ts';
import { registryOps } from './registry.ts';
import { viewOps, type ViewOps } from './views.ts';

const KEY = 'specwright.pageViews';

// `__name` is what esbuild (tsx) wraps nested functions with; the page has no such helper.
const RUNTIME = `(function(){var __name=function(f){return f};var dom=(${String(domHelpers)})();`
  + `return (${String(viewOps)})(dom,(${String(pathHelpers)})(),(${String(registryOps)})(dom));})()`;

type Op = Exclude<keyof ViewOps, 'refInfo' | 'detailsOf' | 'elementAt' | 'indexOf' | 'refOf'>;

/** Runs one view operation in the page's main frame, installing the runtime first if this document lacks it. */
export async function runInPage<K extends Op>(page: Page, op: K, ...args: Parameters<ViewOps[K]>): Promise<ReturnType<ViewOps[K]>> {
  const expression = `(function(){var k=Symbol.for(${JSON.stringify(KEY)});var rt=window[k]||(window[k]=${RUNTIME});`
    + `return rt[${JSON.stringify(op)}].apply(null,${JSON.stringify(args)});})()`;
  return await page.evaluate<ReturnType<ViewOps[K]>>(expression);
}

/** Details of the element a locator resolves to (the runtime must be installed: call runInPage first). */
export async function detailsOfLocator(locator: Locator) {
  return await locator.evaluate((el, key) => {
    const rt = (window as unknown as Record<symbol, ViewOps | undefined>)[Symbol.for(key)];
    return rt ? rt.detailsOf(el) : undefined;
  }, KEY, { timeout: 2000 });
}

/** ARIA-tree info for one ref's element, for when the bulk ref engine is unavailable. */
export async function refInfoOfLocator(locator: Locator, ref: string, interactive: boolean) {
  return await locator.evaluate((el, [key, r, i]) => {
    const rt = (window as unknown as Record<symbol, ViewOps | undefined>)[Symbol.for(key)];
    return rt ? rt.refInfo(el, r, i) : undefined;
  }, [KEY, ref, interactive] as const, { timeout: 2000 });
}
