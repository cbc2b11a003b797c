/** Layer 0 of the page views: Playwright's ai-mode ARIA snapshot, filtered (seed 004) and annotated for locating. */
import type { Page } from '@playwright/test';
import type { ToolResult } from '../common/result.ts';
import { actionableRefs, filterAriaTree, interactiveRefs, renderAriaTree } from './aria-filter.ts';
import { markRefs } from '../playwright/ref-engine.ts';
import { refInfoOfLocator, runInPage } from './runtime/source.ts';
import type { RefInfo } from './runtime/registry.ts';
import type { AriaTree, AriaTreeOptions } from './types.ts';
import { runView } from './view.ts';

/** Refs resolved one by one at most, when the bulk path is unavailable (each costs a round trip). */
const MAX_SINGLE_REFS = 200;

/**
 * The ARIA tree of the page with roles, names, states and hierarchy; hidden and decorative content
 * removed; interactive nodes carry their `[ref=eN]` (usable with `page.getByRef`), their element
 * index (shared with getElementList) and locating attributes. Takes a fresh snapshot, so earlier
 * refs of nodes that changed stop resolving.
 */
export async function getAriaTree(page: Page, options: AriaTreeOptions = {}): Promise<ToolResult<AriaTree>> {
  return await runView(page, options, async () => {
    const raw = await page.ariaSnapshotJSON({ mode: 'ai', boxes: true, ...(options.timeout !== undefined ? { timeout: options.timeout } : {}) });
    const interactive = interactiveRefs(raw);
    await runInPage(page, 'ready');
    const refs = await markRefs(page)
      ? await runInPage(page, 'collectRefs', interactive)
      : await refsOneByOne(page, interactive);
    const scroll = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
    const nodes = filterAriaTree(raw, {
      refs, scroll,
      ...(options.depth !== undefined ? { depth: options.depth } : {}),
      ...(options.maxRepeats !== undefined ? { maxRepeats: options.maxRepeats } : {}),
    });
    return { nodes, interactive: actionableRefs(nodes), text: renderAriaTree(nodes) };
  });
}

async function refsOneByOne(page: Page, interactive: string[]): Promise<Record<string, RefInfo>> {
  const out: Record<string, RefInfo> = {};
  await Promise.all(interactive.slice(0, MAX_SINGLE_REFS).map(async ref => {
    const info = await refInfoOfLocator(page.getByRef(ref), ref, true).catch(() => undefined);
    if (info)
      out[ref] = info;
  }));
  return out;
}
