/** Selector aliases at run time (seed 002 §6.6): fallbacks through the locator module, an LRU cache cleared on navigation and reload. */
import { LRUCache } from 'lru-cache';
import type { ToolResult } from '../common/result.ts';
import type { RegistryDriver } from './driver.ts';
import type { SelectorDefinition } from './types.ts';

/** Most cached resolutions (seed 002 §6.6.4). */
export const SELECTOR_CACHE_SIZE = 1000;

interface Entry {
  selector: string;
  /** The page URL when it was resolved: another URL means the page navigated. */
  url: string;
  generation: number;
}

/**
 * Remembers which candidate of an alias matched, keyed by namespace + action + step + alias (§6.6.4).
 * An entry is dropped when the page URL changed since (navigation) or the registry reloaded.
 */
export class SelectorCache {
  private readonly cache = new LRUCache<string, Entry>({ max: SELECTOR_CACHE_SIZE });
  hits = 0;
  misses = 0;

  async resolve(driver: RegistryDriver, key: string, definition: SelectorDefinition, generation: number, timeout: number): Promise<ToolResult<string>> {
    if (typeof definition === 'string')
      return { ok: true, data: definition };
    const url = driver.url();
    const entry = this.cache.get(key);
    if (entry && entry.url === url && entry.generation === generation) {
      this.hits++;
      return { ok: true, data: entry.selector };
    }
    if (entry)
      this.cache.delete(key);
    this.misses++;
    const result = await driver.resolveSelector(definition, { timeout });
    if (result.ok)
      this.cache.set(key, { selector: result.data, url, generation });
    return result;
  }

  /** Drops everything, or the entries whose key starts with `scope` (e.g. a namespace). */
  clear(scope?: string): void {
    if (scope === undefined) {
      this.cache.clear();
      return;
    }
    for (const key of [...this.cache.keys()]) {
      if (key.startsWith(scope))
        this.cache.delete(key);
    }
  }

  get size(): number {
    return this.cache.size;
  }
}

/** The candidates of an alias in the order they are tried. */
export function candidates(definition: SelectorDefinition): string[] {
  return typeof definition === 'string' ? [definition] : [definition.primary, ...definition.fallback];
}
