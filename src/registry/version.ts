/** Version detection and overrides (seed 002 §6.5): semver.coerce, patterns like 4.x, >=4.2.0, ~4.2.0, ^4.2.0. */
import semver from 'semver';
import type { ActionCompatibility, NamespaceDefinition, SelectorDefinition } from './types.ts';

/** `4.2.1`, `v4.2`, `4.2.1-beta` → a clean semver string; null when there is no version in it. */
export function normalizeVersion(raw: string | null | undefined): string | null {
  if (!raw)
    return null;
  return semver.coerce(String(raw))?.version ?? null;
}

/** Does `version` satisfy `pattern`? Invalid versions or patterns never match. */
export function matchVersion(version: string, pattern: string): boolean {
  const v = normalizeVersion(version);
  if (!v || !semver.validRange(pattern))
    return false;
  return semver.satisfies(v, pattern, { includePrerelease: true });
}

/**
 * Why `version` is outside the namespace's min/max, or undefined when it is inside. A bound may be a
 * version (`4.2.0`, inclusive) or a range (`4.x`: max allows every 4.x, min every version from 4.0.0).
 */
export function incompatibility(version: string, compatibility: ActionCompatibility | undefined): string | undefined {
  const v = normalizeVersion(version);
  if (!v || !compatibility)
    return undefined;
  const { minVersion: min, maxVersion: max } = compatibility;
  if (min && (isPlain(min) ? semver.lt(v, normalizeVersion(min)!) : !!semver.validRange(min) && semver.ltr(v, min)))
    return `page version ${v} is below min_version ${min}`;
  if (max && (isPlain(max) ? semver.gt(v, normalizeVersion(max)!) : !!semver.validRange(max) && semver.gtr(v, max)))
    return `page version ${v} is above max_version ${max}`;
  return undefined;
}

/** A bound is a version or a semver range; anything else is not. */
export function validBound(bound: string): boolean {
  return isPlain(bound) || !!semver.validRange(bound);
}

/**
 * The namespace's selectors with every matching override applied, in the order the file lists them
 * (a later matching pattern wins on the same alias). Also returns the patterns that matched.
 */
export function applyOverrides(ns: NamespaceDefinition, version: string | null): { selectors: Record<string, SelectorDefinition>; matched: string[] } {
  const selectors = { ...ns.selectors };
  const matched: string[] = [];
  if (!version)
    return { selectors, matched };
  for (const [pattern, override] of Object.entries(ns.compatibility?.versionOverrides ?? {})) {
    if (!matchVersion(version, pattern))
      continue;
    matched.push(pattern);
    Object.assign(selectors, override.selectors);
  }
  return { selectors, matched };
}

function isPlain(bound: string): boolean {
  return /^v?\d+(\.\d+){0,2}$/.test(bound.trim());
}

/** Does the namespace say how to detect its version? */
export function hasDetection(compatibility: ActionCompatibility | undefined): boolean {
  return !!(compatibility?.versionSelector || compatibility?.versionScript || compatibility?.versionMeta);
}
