/** Selector definitions with fallbacks (seed 002 §6.6): try primary, then each fallback, remembering what worked. */
import type { Frame, Page } from '@playwright/test';
import { fail, type ToolResult } from '../common/result.ts';
import { cachedStrategy, rememberStrategy } from './cache.ts';
import { resolveTarget, type ResolveOptions, type ResolvedTarget } from './resolve.ts';

export type SelectorDefinition = string | { primary: string; fallback?: string[] };

export interface ResolvedSelector extends ResolvedTarget {
  /** The alternative (primary or a fallback) that matched. */
  selector: string;
}

/**
 * All alternatives are probed once per round until the timeout, so a fallback that is already on
 * the page wins at once instead of after the primary's whole timeout. The winner is cached per page
 * URL (cleared on navigation) and tried first next time.
 */
export async function resolveSelector(where: Page | Frame, def: SelectorDefinition, options: ResolveOptions = {}): Promise<ToolResult<ResolvedSelector>> {
  const alternatives = typeof def === 'string' ? [def] : [def.primary, ...(def.fallback ?? [])];
  if (alternatives.some(a => typeof a !== 'string'))
    return fail('INVALID_INPUT', 'A selector definition is a string or { primary: string, fallback?: string[] }.');
  const page = 'mainFrame' in where ? where : where.page();
  const key = `selector-def:${JSON.stringify(alternatives)}`;
  const cached = cachedStrategy(page, key, options);
  const order = cached && alternatives.includes(cached) ? [cached, ...alternatives.filter(a => a !== cached)] : alternatives;
  const timeout = options.timeout ?? 5000;
  const deadline = Date.now() + timeout;
  const tried = new Set<string>();
  let last: ToolResult<ResolvedTarget> | undefined;
  for (let round = 0; round === 0 || Date.now() < deadline; round++) {
    for (const selector of order) {
      last = await resolveTarget(where, selector, { ...options, timeout: 0 });
      if (last.ok) {
        rememberStrategy(page, key, options, selector);
        return { ok: true, data: { ...last.data, selector, tried: [...tried, ...last.data.tried] } };
      }
      if (last.error.code !== 'ELEMENT_NOT_FOUND')
        return last;
      for (const t of (last.error.evidence as { tried?: string[] } | undefined)?.tried ?? [])
        tried.add(`${selector} → ${t}`);
    }
    await new Promise(resolve => setTimeout(resolve, Math.min(250, Math.max(0, deadline - Date.now()))));
  }
  return fail('ELEMENT_NOT_FOUND', `None of ${alternatives.map(a => JSON.stringify(a)).join(', ')} matches an element within ${timeout}ms.`,
    { selector: alternatives[0], originalSelector: alternatives[0], evidence: { alternatives, tried: [...tried], timeout } });
}
