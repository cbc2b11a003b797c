/** Public surface of the locator heuristics: parse, resolve, sanitize, selector fallbacks and their cache. */
export { sanitizeSelector, type SanitizeResult } from './sanitize.ts';
export { sanitizeTarget } from './clean.ts';
export { parseTarget, parseWords, type ParsedTarget, type TargetScope, type ExplicitSelector } from './parse.ts';
export type { SelectorEngine } from './prefixes.ts';
export { resolveTarget, type ResolveOptions, type ResolvedTarget } from './resolve.ts';
export { resolveSelector, type SelectorDefinition, type ResolvedSelector } from './selectors.ts';
export { clearSelectorCache, selectorCacheSize, CACHE_SIZE } from './cache.ts';
export type { TargetKind } from './candidates.ts';
export { rememberResolved, resolvedTargets, wasResolved } from './seen.ts';
